// `npm run user -- add|passwd|list|remove`: manage accounts on the database the configuration names.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError } from '../db/database.js';
import { openMigratedDatabase } from '../db/openFromConfig.js';
import { generatePassword } from './password.js';
import { AccountError, userAccounts } from './userAccounts.js';

const USAGE = `Usage: npm run user -- <command>
  add <login> [--password <password>]     create a user (a random password is printed when none is given)
  passwd <login> [--password <password>]  set a new password and end the user's sessions
  list                                    list the users
  remove <login>                          delete a user and their sessions`;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: 'string' } },
  });
  const [command, login] = positionals;
  if (!command || !['add', 'passwd', 'list', 'remove'].includes(command) || (command !== 'list' && !login)) {
    console.error(USAGE);
    return 2;
  }
  // Beside a running server too (its sessions cache hears of ended sessions): the tool joins its database.
  const { database } = await openMigratedDatabase(loadConfig(), {
    whenOwned: 'join',
    say: (line) => console.error(line),
  });
  try {
    const accounts = userAccounts(database.db);
    const password = values.password ?? generatePassword();
    const shown = values.password ? '' : ` with password  ${password}`;
    switch (command) {
      case 'list':
        for (const user of await accounts.list())
          console.log(`${user.login}\tcreated ${user.created_at.toISOString()}`);
        break;
      case 'add':
        await accounts.add(login, password);
        console.log(`Created user ${login}${shown}`);
        break;
      case 'passwd':
        await accounts.setPassword(login, password);
        console.log(`Changed the password of ${login}${shown}; their sessions have ended.`);
        break;
      case 'remove':
        await accounts.remove(login);
        console.log(`Removed user ${login}.`);
        break;
    }
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AccountError || error instanceof ConfigError || error instanceof DatabaseLockedError;
    console.error(known ? (error as Error).message : error);
    if (error instanceof DatabaseLockedError)
      console.error('With the embedded database, stop the server before managing users.');
    process.exit(1);
  },
);
