import { describe, expect, it } from 'vitest';
import { BotFormSchema, discordInviteCode } from './bot-schemas.ts';

const form = { name: 'Finds Bot', serverId: '123456789012345678', inviteUrl: 'https://discord.gg/abcDEF12', type: 'influencer', agentIds: [1, 2] };
const messages = (input: unknown) => (BotFormSchema.safeParse(input).error?.issues ?? []).map((i) => `${String(i.path[0])}:${i.message}`);

describe('bot form (product §3 "Bot", §5)', () => {
  it('reads discord.gg and discord.com/invite links, with or without https and www', () => {
    for (const link of ['https://discord.gg/abc123', 'discord.gg/abc123', 'http://www.discord.gg/abc123/', 'https://discord.com/invite/abc123', 'discord.com/invite/abc123?event=1', 'https://discordapp.com/invite/abc123', 'https://canary.discord.com/invite/abc123']) {
      expect(discordInviteCode(link), link).toBe('abc123');
    }
  });

  it('refuses anything else as an invitation link', () => {
    for (const link of ['', 'abc123', 'https://discord.com/channels/1/2', 'https://discord.gg/', 'https://evil.example/discord.gg/abc', 'https://discord.gg.evil.example/abc', 'https://discord.gg/abc def', 'javascript:alert(1)']) {
      expect(discordInviteCode(link), link).toBeNull();
    }
    expect(messages({ ...form, inviteUrl: 'https://example.com/join' })).toEqual(['inviteUrl:botInviteInvalid']);
  });

  it('stores an invitation in one form', () => {
    expect(BotFormSchema.parse({ ...form, inviteUrl: 'discord.com/invite/abcDEF12' }).inviteUrl).toBe('https://discord.gg/abcDEF12');
  });

  it('needs at least one agent, a name, a snowflake server id and a known type', () => {
    expect(messages({ ...form, agentIds: [] })).toEqual(['agentIds:botAgentsRequired']);
    expect(messages({ ...form, agentIds: undefined })).toEqual(['agentIds:botAgentsRequired']);
    expect(messages({ ...form, name: '  ' })).toEqual(['name:botNameRequired']);
    expect(messages({ ...form, serverId: '12345' })).toEqual(['serverId:botServerIdInvalid']);
    expect(messages({ ...form, type: 'robot' })).toEqual(['type:botTypeInvalid']);
    expect(BotFormSchema.parse({ ...form, agentIds: [2, 1, 2] }).agentIds).toEqual([2, 1]);
  });

  it('takes the write-only Discord values: blank means left out, null removes, a bad key or token is refused', () => {
    const parsed = BotFormSchema.parse({ ...form, applicationId: '', publicKey: '  ', botToken: '' });
    expect(parsed).toMatchObject({ applicationId: undefined, publicKey: undefined, botToken: undefined });
    expect(BotFormSchema.parse({ ...form, publicKey: null, botToken: null })).toMatchObject({ publicKey: null, botToken: null });
    expect(BotFormSchema.parse({ ...form, publicKey: 'AB'.repeat(32) }).publicKey).toBe('ab'.repeat(32));
    expect(messages({ ...form, publicKey: 'ab'.repeat(31) })).toEqual(['publicKey:botPublicKeyInvalid']);
    expect(messages({ ...form, botToken: 'not a token' })).toEqual(['botToken:botTokenInvalid']);
    expect(messages({ ...form, applicationId: 'abc' })).toEqual(['applicationId:botApplicationIdInvalid']);
  });
});
