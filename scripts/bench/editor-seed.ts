/**
 * Builds event editor maps through the real API, the way a creator would: a verified account (the verification link
 * is read from the server's mail outbox), a map, its events, their options and the links between them. Used by the
 * editor benchmark; handy for screenshots and manual checks too.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SeedOption {
  option: string;
  consequenceText: string;
  healthConsequence?: number;
  hungerConsequence?: number;
  thirstConsequence?: number;
  sanityConsequence?: number;
  effectConsequence?: string;
  wins?: boolean;
  /** Indexes into the map's event list. */
  follows?: number;
  unlocks?: number;
}

export interface SeedEvent {
  premise: string;
  locked?: boolean;
  position?: { x: number; y: number };
  options: SeedOption[];
}

export class Api {
  constructor(
    readonly baseUrl: string,
    private token: string | null = null,
  ) {}

  signIn(token: string) {
    this.token = token;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: form ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** The verification link of the newest mail to `email` in the outbox. */
async function verificationToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.includes(email)).sort();
    if (files.length > 0) {
      const mail = (await readFile(join(outbox, files[files.length - 1]), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification mail for ${email} in ${outbox}`);
}

/** A new verified player, signed in. */
export async function createCreator(baseUrl: string, dataDir: string, username: string): Promise<Api> {
  const api = new Api(baseUrl);
  const email = `${username}@example.test`;
  const password = 'palm-tree-42';
  await api.post('/auth/register', { email, username, password });
  await api.post('/auth/verify-email', { token: await verificationToken(dataDir, email) });
  api.signIn((await api.post<{ token: string }>('/auth/login', { email, password })).token);
  return api;
}

export async function createMap(api: Api, title: string, description = ''): Promise<number> {
  const form = new FormData();
  form.append('title', title);
  form.append('description', description);
  form.append('published', '0');
  return (await api.post<{ mapid: number }>('/maps/create', form)).mapid;
}

/** Creates the events, then their options with links (links need their targets to exist); answers the event ids. */
export async function createEvents(api: Api, mapId: number, events: readonly SeedEvent[]): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    const body = { mapId, premise: event.premise, locked: event.locked ?? false, ...(event.position ? { position: event.position } : {}) };
    ids.push((await api.post<{ eventid: number }>('/maps/event_creator/create_event', body)).eventid);
  }
  for (const [index, event] of events.entries()) {
    if (event.options.length === 0) continue;
    const options = event.options.map(({ follows, unlocks, ...option }) => ({
      ...option,
      followsEventId: follows === undefined ? null : ids[follows],
      unlocksEventId: unlocks === undefined ? null : ids[unlocks],
    }));
    await api.post('/maps/event_creator/update_event', { mapId, eventid: ids[index], label: event.premise, locked: event.locked ?? false, options });
  }
  return ids;
}

/**
 * A large map for the benchmark: `count` events without saved positions (the editor lays them out), two or three
 * options each, most leading on to a later event and some unlocking a locked one, the last one winning.
 */
export function generatedMap(count: number): SeedEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const next = (step: number) => (index + step < count ? index + step : undefined);
    const options: SeedOption[] = [
      { option: `Seguir el sendero ${index}`, consequenceText: 'El camino sigue entre palmeras.', hungerConsequence: -3, follows: next(1) },
      { option: `Buscar agua ${index}`, consequenceText: 'Encuentras un arroyo.', thirstConsequence: 10, unlocks: index % 5 === 0 ? next(7) : undefined },
    ];
    if (index % 3 === 0) options.push({ option: `Descansar ${index}`, consequenceText: 'Duermes un rato.', sanityConsequence: 5, effectConsequence: 'inner_balance' });
    if (index === count - 1) options.push({ option: 'Hacer señales al barco', consequenceText: '¡Te rescatan!', wins: true });
    return { premise: `Evento generado ${index + 1}: la isla guarda otra sorpresa.`, locked: index % 7 === 3, options };
  });
}
