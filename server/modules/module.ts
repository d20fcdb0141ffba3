import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../config.ts';
import type { DirectCalls } from '../http/direct.ts';

/** A Fastify plugin as our route files write them. */
export type RoutesPlugin = (app: FastifyInstance) => Promise<void>;

/**
 * What every server module's factory (`create<Area>Module(deps)`) returns; server/app.ts lists the modules
 * and registers their routes, so adding a module is one line there (the composition root).
 */
export type ServerModule<Service> = {
  service: Service;
  /** Calls of the JSON API, registered under /api (rate limit, client headers, signature, sessions, envelope errors). */
  routes?: RoutesPlugin;
  /**
   * Public reads of `routes` a page render may have answered without HTTP (same schema, same service call;
   * server/http/direct.ts, docs/decisions/032).
   */
  directCalls?: DirectCalls;
  /** Routes outside the signed API: files an <img> or a crawler loads. */
  publicRoutes?: RoutesPlugin;
  /** Awaited when the server closes (work still in flight). */
  close?: () => Promise<void>;
};

/** What the composition root hands every module; a module takes the part it needs. */
export type ModuleDeps = { config: Config; db: Db; log: FastifyBaseLogger };
