/**
 * Every job type of the app, and the one place that says which handler works which queue: the web process
 * (JOBS=inline) and `npm run worker` (server/worker.ts) both call `workEveryJob` (docs/decisions/013-jobs.md).
 */
import type { Database, Db } from '../../db/client.ts';
import type { Config } from '../config.ts';
import { MAIL_SEND, MAIL_SEND_QUEUE, makeMailSendHandler } from '../modules/mail/job.ts';
import { makeMailer, type MailLog } from '../modules/mail/mailer.ts';
import { applicationReviewedMail, passwordResetMail, registrationReviewedMail, verificationCodeMail } from '../modules/mail/templates.ts';
import {
  makeShopJobHandler,
  makeShopJobStoppedHandler,
  SHOP_IMPORT,
  SHOP_IMPORT_QUEUE,
  SHOP_JOB,
  SHOP_JOB_QUEUE,
  SHOP_JOB_STOPPED,
  SHOP_JOB_STOPPED_QUEUE,
} from '../modules/shops/job.ts';
import type { ProductSourceConfig } from '../modules/product-source/index.ts';
import { createJobQueue, type JobLog, type JobQueue } from './queue.ts';
import { IMAGE_BACKFILL, IMAGE_BACKFILL_QUEUE, IMAGE_INDEX, IMAGE_INDEX_QUEUE, makeImageBackfillHandler, makeImageIndexHandler } from '../modules/image-search/job.ts';
import type { ImageSearchService } from '../modules/image-search/service.ts';

export { createJobQueue, type JobQueue } from './queue.ts';

export const JOB_QUEUES = {
  [MAIL_SEND]: MAIL_SEND_QUEUE,
  [SHOP_IMPORT]: SHOP_IMPORT_QUEUE,
  [SHOP_JOB]: SHOP_JOB_QUEUE,
  [SHOP_JOB_STOPPED]: SHOP_JOB_STOPPED_QUEUE, [IMAGE_INDEX]: IMAGE_INDEX_QUEUE, [IMAGE_BACKFILL]: IMAGE_BACKFILL_QUEUE };

/** The app's queue on its database. */
export function createAppJobQueue(deps: { database: Pick<Database, 'raw'>; log: JobLog; pollingIntervalSeconds?: number }): JobQueue {
  return createJobQueue({ database: deps.database, log: deps.log, config: { queues: JOB_QUEUES, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 } });
}

/** Works every job type in this process (from `queue.start()` on). */
export async function workEveryJob(queue: JobQueue, deps: { config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'> & ProductSourceConfig; log: MailLog & JobLog; db: Db; imageSearch: ImageSearchService }) {
  await queue.work(MAIL_SEND, makeMailSendHandler({ mailer: makeMailer(deps.config, deps.log), templates: { verificationCodeMail, passwordResetMail, registrationReviewedMail, applicationReviewedMail } }));
  const shopJob = makeShopJobHandler({ db: deps.db, config: deps.config, queue });
  await queue.work(SHOP_IMPORT, shopJob);
  await queue.work(SHOP_JOB, shopJob);
  await queue.work(SHOP_JOB_STOPPED, makeShopJobStoppedHandler({ db: deps.db, config: deps.config, queue }));
  await queue.work(IMAGE_INDEX, makeImageIndexHandler(deps.imageSearch));
  await queue.work(IMAGE_BACKFILL, makeImageBackfillHandler(deps.imageSearch, deps.log));
}
