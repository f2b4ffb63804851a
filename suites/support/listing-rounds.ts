// One GET /orders shared by the checks that ask for it at about the same time: a check joins the read still waiting
// to be sent, so it is always sent after the check asked (after every write the check made) and each check sees a
// listing as fresh as its own read would be, while a listing of any size is sent, served and parsed once per round.

import type { ApiRequest, Auth, HttpView, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';

/**
 * How long the first round waits for the run's writes to settle, before any read was timed: the run's first checks
 * are still writing as it opens, and on an account of years each read they miss is one more read of the whole account.
 */
const FIRST_PATIENCE_MS = 1_000;

interface Round {
  readonly key: string;
  readonly n: number;
  /** Resolves when the read of the round before (same key) has been answered. */
  readonly after: Promise<void>;
  /** Marks this round's read answered (or failed), so the next round may be sent. */
  readonly answered: () => void;
  /** The checks waiting for this round's answer; the answer is let go once every one has taken it. */
  joined: number;
  /** Resolves when a check joins that reads at once after its write (listingRead's `atOnce`): the round stops waiting. */
  readonly hurried: Promise<void>;
  readonly hurry: () => void;
}

/** The answer of one round, dropped from the run's shared reads once every check of the round has it. */
interface Held {
  res: Response | undefined;
}

/**
 * The rounds of one run, per listing asked for (credentials): one round in flight and one open at a time. A round's
 * read is sent once the read before it is answered, so the target is never asked for the same listing twice at once.
 * The order checks' barrier (orders.ts) takes its rounds from here too, under a key of its own.
 */
export class ListingRounds {
  private count = 0;
  private readonly open = new Map<string, Round>();
  private readonly last = new Map<string, Promise<void>>();
  /** How long the last read of each listing took, in ms. */
  private readonly took = new Map<string, number>();

  /**
   * How long a round waits for the run's writes in flight to settle before it is sent, so the checks that are about
   * to ask join it: about as long as the last read of this listing took (FIRST_PATIENCE_MS before the first), at most 5 s. A
   * small listing is read again at once; a large one, whose reads are what a run spends, gathers many checks a read.
   */
  patience(key: string): number {
    return Math.min(5_000, Math.max(1, this.took.get(key) ?? FIRST_PATIENCE_MS));
  }

  /** How long the last read of this listing took, in ms; undefined before the first. */
  lastRead(key: string): number | undefined {
    return this.took.get(key);
  }

  /** Resolves once the latest read of this listing asked for has been answered; undefined when none was asked for. */
  latest(key: string): Promise<void> | undefined {
    return this.last.get(key);
  }

  /** Records how long a read of this listing took. */
  read(key: string, ms: number): void {
    this.took.set(key, ms);
  }

  /** The open round for this listing, or a new one that is sent once the last round's read has been answered. */
  join(key: string): Round {
    let round = this.open.get(key);
    if (round === undefined) {
      let answered = (): void => undefined;
      const done = new Promise<void>((resolve) => (answered = resolve));
      let hurry = (): void => undefined;
      const hurried = new Promise<void>((resolve) => (hurry = resolve));
      const after = this.last.get(key) ?? Promise.resolve();
      round = { key, n: ++this.count, after, answered, joined: 0, hurried, hurry };
      this.open.set(key, round);
      this.last.set(key, done);
    }
    round.joined++;
    return round;
  }

  /** Called as a round's read is sent: later callers join the next round. */
  close(round: Round): void {
    if (this.open.get(round.key) === round) this.open.delete(round.key);
  }
}

/** The key of a listing read: rounds are shared only between reads of the same listing with the same credentials. */
function keyOf(auth: Auth): string | undefined {
  return auth.kind === 'key' || auth.kind === 'second-key' ? auth.kind : undefined;
}

async function sendRound(http: HttpView, rounds: ListingRounds, round: Round, req: ApiRequest): Promise<Held> {
  await round.after;
  // The round stays open while the run's writes settle: checks about to ask (their writes out) join this read. A
  // check that reads at once after its write ends the wait: what a server shows right after a write is a case too.
  await Promise.race([http.quiet(rounds.patience(round.key)), round.hurried]);
  rounds.close(round);
  const started = performance.now();
  try {
    return { res: await http.send(req) };
  } finally {
    rounds.read(round.key, performance.now() - started);
    round.answered();
  }
}

/**
 * The first page of GET /orders with these credentials, read in a round shared with the checks that ask meanwhile;
 * the exchange joins each one's evidence. Any other credentials are sent as the check's own request. `atOnce`: the
 * round is sent as soon as the read before it is answered, without waiting for the run's writes to settle.
 */
export async function listingRead(ctx: CheckContext, auth: Auth, atOnce = false): Promise<Response> {
  const req: ApiRequest = { api: 'orders', method: 'GET', path: '/orders', auth };
  const key = keyOf(auth);
  if (key === undefined) return ctx.http.send(req);
  const rounds = await ctx.shared('orders:listing-rounds', () => Promise.resolve(new ListingRounds()));
  const round = rounds.join(key);
  if (atOnce) round.hurry();
  try {
    const held = await ctx.shared(`orders:listing-${key}-${round.n}`, (http) => sendRound(http, rounds, round, req));
    // Taken before the last check lets go of it, so every check of the round has the answer.
    const res = held.res!;
    if (--round.joined === 0) held.res = undefined;
    return res;
  } catch (error) {
    round.joined--;
    throw error;
  }
}
