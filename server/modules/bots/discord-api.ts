/**
 * The one place that talks to Discord's REST API (provider access behind one module). Only command
 * registration goes this way; interactions come to us (discord-signature.ts, interactions.ts).
 */

export type DiscordCommand = { id: string; name: string; type: number };
export type RegisterOutcome =
  | { ok: true; commands: DiscordCommand[] }
  | { ok: false; kind: 'refused'; status: number; message: string }
  | { ok: false; kind: 'unreachable' };

/** Longest text of Discord's own that we pass on to the creator. */
const MESSAGE_MAX = 300;

/** Discord's error text (`{ message, code }`, or the status line), single-line and short; never our own internals. */
function discordMessage(status: number, statusText: string, body: unknown): string {
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `${status} ${statusText}`.trim();
  // eslint-disable-next-line no-control-regex
  return message.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MESSAGE_MAX);
}

/**
 * `PUT {base}/applications/{applicationId}/commands` with `Authorization: Bot <token>`: replaces the application's
 * global commands with `commands` (idempotent). Gives up after `timeoutMs`.
 */
export async function registerCommands(options: {
  base: string;
  applicationId: string;
  token: string;
  commands: unknown[];
  timeoutMs: number;
  /** Our public origin, named in the User-Agent as Discord asks (`DiscordBot (url, version)`). */
  origin: string;
  fetch?: typeof fetch;
}): Promise<RegisterOutcome> {
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  let body: unknown;
  try {
    res = await doFetch(`${options.base}/applications/${encodeURIComponent(options.applicationId)}/commands`, {
      method: 'PUT',
      headers: { authorization: `Bot ${options.token}`, 'content-type': 'application/json', 'user-agent': `DiscordBot (${options.origin}, 1.0)` },
      body: JSON.stringify(options.commands),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
  } catch {
    return { ok: false, kind: 'unreachable' };
  }
  if (!res.ok) return { ok: false, kind: 'refused', status: res.status, message: discordMessage(res.status, res.statusText, body) };
  if (!Array.isArray(body)) return { ok: false, kind: 'refused', status: res.status, message: discordMessage(res.status, 'unexpected answer', null) };
  const commands = body.flatMap((c: unknown): DiscordCommand[] => {
    if (!c || typeof c !== 'object') return [];
    const { id, name, type } = c as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name, type: typeof type === 'number' ? type : 1 }] : [];
  });
  return { ok: true, commands };
}
