import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../db/test-support.ts';
import { createSignedInUser } from '../../test-support/sessions.ts';
import { makeUploadKeeper } from '../uploads/service.ts';
import { makeUploadsRepo } from '../uploads/repo.ts';
import { makeActivitiesRepo } from './repo.ts';
import { makeActivitiesService } from './service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock = new Date('2030-01-01T00:00:00Z');
let service: ReturnType<typeof makeActivitiesService>;
let operator: { userId: number; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  const user = await createSignedInUser(database.db);
  operator = { userId: user.userId, email: user.email };
  service = makeActivitiesService({ repo: makeActivitiesRepo(database.db), uploads: makeUploadKeeper(makeUploadsRepo(database.db)), now: () => clock });
});
afterAll(async () => {
  await database.close();
});

describe('status from the one clock (product §4), never stored', () => {
  it('the same row is upcoming, ongoing, then ended as the injected clock moves; list filter and status agree', async () => {
    const saved = await service.save(operator, {
      type: 'influencers',
      titles: { en: 'Creators week' },
      descriptions: { en: 'Share and earn.' },
      rules: {},
      startAt: '2030-02-01T00:00:00Z',
      endAt: '2030-02-08T00:00:00Z',
      minDiscountPct: 0,
      capacity: 10,
    });
    const seen = async (instant: string) => {
      clock = new Date(instant);
      const all = await service.list({ pageId: 1, pageSize: 10 }, 'en');
      const status = all.list.find((a) => a.id === saved.id)!.status;
      const filtered = await service.list({ status, pageId: 1, pageSize: 10 }, 'en');
      expect(filtered.list.map((a) => a.id)).toContain(saved.id);
      return status;
    };
    expect(saved.status).toBe('upcoming');
    expect(await seen('2030-01-31T23:59:59.999Z')).toBe('upcoming');
    expect(await seen('2030-02-01T00:00:00Z')).toBe('ongoing');
    expect(await seen('2030-02-07T23:59:59Z')).toBe('ongoing');
    expect(await seen('2030-02-08T00:00:00Z')).toBe('ended');
    expect((await service.detail(saved.id, 'en')).status).toBe('ended');
  });
});
