import "server-only";
import { createClient } from "redis";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";

// One Redis connection per URL and process, shared by the limiter's counters and the pacing slots.
// Redis is a helper, never a reason to fail (DESIGN §15): the connection reconnects by itself after
// any drop (a restart, a failover, `CLIENT KILL`) with a bounded backoff, forever; a command issued
// while it is away fails at once (no offline queue), and one that gets no answer within its deadline
// fails too, so a caller falls back to counting in this process instead of hanging a request.

export type RedisClient = ReturnType<typeof createClient>;

/** Redis is away (reconnecting, or slower than a command's deadline): use the local fallback. */
export class RedisUnavailableError extends Error {
  constructor(message = "Redis is unavailable") {
    super(message);
    this.name = "RedisUnavailableError";
  }
}

/** A command without an answer by then counts as Redis being away. */
export const COMMAND_DEADLINE_MS = 500;
/** After a missed deadline, commands skip Redis this long (a frozen server would make each one wait). */
const SUSPECT_MS = 2_000;
/** Reconnect attempts wait 50 ms, doubling up to this, so a returning Redis is used again within ~2 s. */
export const MAX_RECONNECT_DELAY_MS = 2_000;
/** Commands waiting on one connection at most (a frozen Redis must not grow the queue without bound). */
const MAX_QUEUED_COMMANDS = 1_000;

/** The wait before reconnect attempt `retries` (0-based), with jitter so servers do not reconnect in step. */
export function reconnectDelay(retries: number): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, 50 * 2 ** Math.min(retries, 16));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

type Link = {
  client: RedisClient;
  state: "connecting" | "up" | "down";
  /** Counts outages, so that a fallback warns once per outage. */
  outage: number;
  downSince: number;
  suspectUntil: number;
  warned: Map<string, number>;
  /** Resolves at the first connection: a process's first commands wait for it (briefly). */
  firstReady: Promise<void>;
};

const g = globalThis as unknown as { __scubaRedisLinks?: Map<string, Link> };
const links = (g.__scubaRedisLinks ??= new Map<string, Link>());

/**
 * Every key this deployment writes starts with REDIS_PREFIX (default `scuba:`), so two deployments
 * (staging and production, or two tenants) sharing one Redis never count into each other's keys.
 */
export function redisPrefix(): string {
  return process.env.REDIS_PREFIX ?? "scuba:";
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function markDown(link: Link, error: unknown) {
  if (link.state === "down") return;
  link.state = "down";
  link.outage += 1;
  link.downSince = Date.now();
  metrics.redisUp.set(0);
  log.warn("redis.unavailable", { error: message(error) });
}

function markUp(link: Link) {
  const was = link.state;
  link.state = "up";
  link.suspectUntil = 0;
  metrics.redisUp.set(1);
  if (was === "down") log.info("redis.available", { afterMs: Date.now() - link.downSince });
}

function linkTo(url: string): Link {
  let link = links.get(url);
  if (link) return link;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => reconnectDelay(retries) },
  });
  let ready!: () => void;
  const firstReady = new Promise<void>((r) => (ready = r));
  link = { client, state: "connecting", outage: 0, downSince: 0, suspectUntil: 0, warned: new Map(), firstReady };
  const l = link;
  client.once("ready", () => ready());
  // Every drop and every failed reconnect emits "error"; the first of an outage is logged once.
  client.on("error", (error: unknown) => markDown(l, error));
  client.on("ready", () => markUp(l));
  links.set(url, link);
  // Resolves once connected, however long Redis is away (the strategy never gives up).
  client.connect().catch((error: unknown) => markDown(l, error));
  return link;
}

/** Whether commands go to Redis now (connected or making its first connection, and not just missed a deadline). */
export function redisAnswers(url: string): boolean {
  const link = linkTo(url);
  return (link.client.isReady || link.state === "connecting") && Date.now() >= link.suspectUntil;
}

/**
 * Runs commands on the shared connection, or throws RedisUnavailableError at once while Redis is
 * away, and after COMMAND_DEADLINE_MS without an answer.
 */
export async function withRedis<T>(url: string, work: (client: RedisClient) => Promise<T>): Promise<T> {
  const link = linkTo(url);
  if (Date.now() < link.suspectUntil) throw new RedisUnavailableError("Redis missed a deadline just now");
  if (!link.client.isReady && link.state !== "connecting") throw new RedisUnavailableError();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(`Redis did not answer within ${COMMAND_DEADLINE_MS} ms`)), COMMAND_DEADLINE_MS);
    timer.unref?.();
  });
  try {
    // A new process's first commands wait for the first connection, within the same deadline.
    const run = link.client.isReady ? work(link.client) : link.firstReady.then(() => work(link.client));
    return await Promise.race([run, deadline]);
  } catch (error) {
    if (error instanceof RedisUnavailableError) {
      link.suspectUntil = Date.now() + SUSPECT_MS;
      markDown(link, error);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs `event` (a warning) the first time it happens in each Redis outage: a fallback taken on
 * every request of a twenty-second outage is one line, not thousands.
 */
export function warnOncePerOutage(url: string, event: string, error: unknown) {
  const link = linkTo(url);
  if (link.warned.get(event) === link.outage) return;
  link.warned.set(event, link.outage);
  log.warn(event, { error: message(error) });
}

/** Readiness and metrics: whether Redis answers a PING now (never throws, never waits long). */
export async function redisState(url: string | undefined): Promise<"ok" | "unreachable" | "not configured"> {
  if (!url) return "not configured";
  return withRedis(url, (c) => c.ping()).then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
}

/** Closes this process's connections (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const all = [...links.values()];
  links.clear();
  await Promise.all(all.map((link) => (link.client.isReady ? link.client.quit() : Promise.resolve(link.client.destroy())).catch(() => {})));
}
