import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeCreatorsRepo } from './repo.ts';

/** Creators' referral codes at agents and their buy-click counts (issue 15 §1, product §3 "Affiliate platform"). */
export function createCreatorsModule(deps: Pick<ModuleDeps, 'db'>): ServerModule<CreatorsService> {
  const repo = makeCreatorsRepo(deps.db);
  const service = {
    /** The code the creator with this invite code set at this agent, or null: the catalog's buy links carry it. */
    findCreatorCode: (inviteCode: string, agentId: number) => repo.findCodeByInviteCode(inviteCode, agentId),
    /** The code a user set at an agent, or null (a creator's own bot uses it). */
    findCodeOfUser: (userId: number, agentId: number) => repo.findCodeOfUser(userId, agentId),
  };
  return { service };
}
export type CreatorsService = {
  findCreatorCode: (inviteCode: string, agentId: number) => Promise<string | null>;
  findCodeOfUser: (userId: number, agentId: number) => Promise<string | null>;
};
