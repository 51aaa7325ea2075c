import type { Db } from '../db/database.js';
import { generatePassword, hashPassword, verifyPassword } from './password.js';
import { sessionsEnded } from './sessionCache.js';
import { revokeUserSessions } from './sessionRepository.js';
import {
  countUsers,
  deleteUser,
  findUserByLogin,
  insertUser,
  listUsers,
  updateUserPassword,
} from './userRepository.js';

export class AccountError extends Error {}

/** Account management shared by the start-up bootstrap and `npm run user`. */
export function userAccounts(db: Db) {
  return {
    list: () => listUsers(db),

    async add(login: string, password: string): Promise<void> {
      if (!/^\S{1,200}$/.test(login)) throw new AccountError('A login is 1 to 200 characters without spaces.');
      if (password.length < 8) throw new AccountError('A password has at least 8 characters.');
      if (await findUserByLogin(db, login)) throw new AccountError(`The user ${login} already exists.`);
      await insertUser(db, login, await hashPassword(password));
    },

    /** Sets a new password and ends the user's sessions. */
    async setPassword(login: string, password: string): Promise<void> {
      if (password.length < 8) throw new AccountError('A password has at least 8 characters.');
      const user = await findUserByLogin(db, login);
      if (!user) throw new AccountError(`There is no user ${login}.`);
      await db.transaction().execute(async (trx) => {
        await updateUserPassword(trx, user.id, await hashPassword(password));
        await revokeUserSessions(trx, user.id, new Date());
      });
      sessionsEnded(db, { userId: user.id });
    },

    /** Deletes the user; their sessions go with them, which stops their tokens at once. */
    async remove(login: string): Promise<void> {
      const user = await findUserByLogin(db, login);
      if (!user) throw new AccountError(`There is no user ${login}.`);
      await deleteUser(db, user.id);
      sessionsEnded(db, { userId: user.id });
    },

    /**
     * SELLER_ADMIN_* creates or resets that user (only when the password differs, so a restart
     * changes nothing); with no users at all, an `admin` with a random password is created.
     * Returns the generated password, if one was made.
     */
    async bootstrap(admin: { login?: string; password?: string }): Promise<{ login: string; password: string } | null> {
      if (admin.login && admin.password) {
        const existing = await findUserByLogin(db, admin.login);
        if (!existing) await this.add(admin.login, admin.password);
        else if (!(await verifyPassword(admin.password, existing.password_hash))) {
          await this.setPassword(admin.login, admin.password);
        }
        return null;
      }
      if ((await countUsers(db)) > 0) return null;
      const password = generatePassword();
      await this.add('admin', password);
      return { login: 'admin', password };
    },
  };
}
