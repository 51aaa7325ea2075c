import {
  NOTIFICATION_ITEMS_KEPT,
  type NotificationLink,
  type RobotBookingItem,
} from '../../contracts/notifications.js';
import type { TaskRunNote } from '../../contracts/supplyRegistration.js';
import type { DbOrTrx } from '../db/database.js';
import type { EnabledRule } from './notificationRuleRepository.js';
import type { Finding, Told } from './notificationStore.js';

/** Runs looked back over: the robot runs every few minutes; what it did a week ago was told then. */
const LOOK_BACK_MS = 7 * 86_400_000;

const OUTCOMES = ['Booked', 'Failed', 'Refused', 'Outdated'] as const;

/**
 * What the supply-slot robot did since each user's rule was switched on: a slot booked (level 1), a task
 * it could not book (Ozon's reason), one it stopped because Ozon refused its goods (it waits for the seller
 * to mend the card and switch it on again) or whose window ended (level 2). Each task's outcome is told once:
 * a task that fails run after run is not news every few minutes.
 */
export async function findRobotBookings(db: DbOrTrx, rules: EnabledRule[], now: Date): Promise<Map<number, Finding[]>> {
  if (rules.length === 0) return new Map();
  const earliest = Math.max(now.getTime() - LOOK_BACK_MS, Math.min(...rules.map((rule) => rule.enabledAt.getTime())));
  const runs = await db
    .selectFrom('ozon_supply_registration_task_runs as run')
    .innerJoin('ozon_supply_registration_tasks as task', 'task.id', 'run.task_id')
    .innerJoin('ozon_warehouses as warehouse', 'warehouse.id', 'task.target_warehouse_id')
    .select(['run.id', 'run.task_id', 'run.outcome', 'run.message', 'run.notes', 'run.finished_at', 'warehouse.name'])
    .where('run.outcome', 'in', [...OUTCOMES])
    .where('run.finished_at', '>=', new Date(earliest))
    .orderBy('run.id', 'desc')
    .execute();
  return new Map(
    rules.map((rule) => {
      const seen = new Set<string>();
      const findings: Finding<RobotBookingItem>[] = [];
      for (const run of runs) {
        const subject = `task:${run.task_id}:${run.outcome}`;
        if (new Date(run.finished_at) < rule.enabledAt || seen.has(subject)) continue;
        seen.add(subject);
        findings.push({
          subject,
          level: run.outcome === 'Booked' ? 1 : 2,
          item: {
            TaskID: run.task_id,
            WarehouseName: run.name,
            Outcome: run.outcome as RobotBookingItem['Outcome'],
            Message: run.message,
            Notes: (run.notes as TaskRunNote[] | null) ?? null,
            FinishedAt: new Date(run.finished_at).toISOString(),
          },
        });
      }
      return [rule.userId, findings];
    }),
  );
}

/** The robot's news told: one task opens itself on the registration tasks screen; several, the screen. */
export const robotBookingsTold: Told = (news) => {
  const items = (news as Finding<RobotBookingItem>[]).map((finding) => finding.item);
  const tasks = [...new Set(items.map((item) => item.TaskID))];
  return {
    facts: { Kind: 'RobotBooking', Count: items.length, Items: items.slice(0, NOTIFICATION_ITEMS_KEPT) },
    link: (tasks.length === 1
      ? { To: '/ozon/supplyRegistrationTask', Search: { task: tasks[0]! } }
      : { To: '/ozon/supplyRegistrationTask', Search: {} }) as NotificationLink,
  };
};
