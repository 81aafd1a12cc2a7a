import type { DailyUsage, UsageStore } from '../../learning/ports.js';
import type { LearningStoreDeps } from './pattern-store.js';

/** Daily requests and entities per type, added to with one upsert per table per flush. */
export function createSqlUsageStore({ db }: Pick<LearningStoreDeps, 'db'>): UsageStore {
  return Object.freeze<UsageStore>({
    async add(orgId, usage) {
      const days = usage.filter((u) => u.requests > 0).map((u) => ({ org_id: orgId, day: u.day, requests: u.requests }));
      const entities = usage.flatMap((u) =>
        Object.entries(u.entities)
          .filter(([, n]) => n > 0)
          .map(([type, n]) => ({ org_id: orgId, day: u.day, entity_type: type, entities: n })),
      );
      await db.transaction().execute(async (trx) => {
        if (days.length) {
          await trx
            .insertInto('usage_daily')
            .values(days)
            .onConflict((c) => c.columns(['org_id', 'day']).doUpdateSet((eb) => ({ requests: eb('usage_daily.requests', '+', eb.ref('excluded.requests')) })))
            .execute();
        }
        if (entities.length) {
          await trx
            .insertInto('usage_daily_entities')
            .values(entities)
            .onConflict((c) =>
              c.columns(['org_id', 'day', 'entity_type']).doUpdateSet((eb) => ({ entities: eb('usage_daily_entities.entities', '+', eb.ref('excluded.entities')) })),
            )
            .execute();
        }
      });
    },
    async list(orgId, fromDay, toDay) {
      const [days, entities] = await Promise.all([
        db.selectFrom('usage_daily').selectAll().where('org_id', '=', orgId).where('day', '>=', fromDay).where('day', '<=', toDay).execute(),
        db.selectFrom('usage_daily_entities').selectAll().where('org_id', '=', orgId).where('day', '>=', fromDay).where('day', '<=', toDay).orderBy('entity_type').execute(),
      ]);
      const byDay = new Map<string, DailyUsage>();
      const dayOf = (day: string) => byDay.get(day) ?? byDay.set(day, { day, requests: 0, entities: {} }).get(day)!;
      for (const d of days) dayOf(d.day).requests = Number(d.requests);
      for (const e of entities) dayOf(e.day).entities[e.entity_type] = Number(e.entities);
      return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
    },
    async sweep(beforeDay) {
      const days = await db.deleteFrom('usage_daily').where('day', '<', beforeDay).executeTakeFirst();
      const entities = await db.deleteFrom('usage_daily_entities').where('day', '<', beforeDay).executeTakeFirst();
      return Number(days.numDeletedRows) + Number(entities.numDeletedRows);
    },
  });
}
