import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import type { EventStore } from '@captains-log/event-store';
import { CommandPath, EVENT_STORE, PROJECTION_RUNNER, READ_MODELS, withTimeout } from '@captains-log/platform';
import type { ProjectionRunner, ReadModelDatabase } from '@captains-log/read-models';
import { RoundTimeExpiredEvent, type RoundTimeExpired } from './round-time-expired.event';
import { derivedUuid, ROUND_TIME_EXPIRED, roundClockStream } from './tournament-events';
import { TournamentStreams } from './tournament-streams';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Events that start, stop or move a round's clock. */
const CLOCK_EVENTS = new Set(['RoundStarted', 'RoundPaused', 'RoundResumed']);

/** What a round clock stream folds into: the rounds whose time has been recorded as expired. */
const roundClockFold = {
  initialState: () => new Set<number>() as ReadonlySet<number>,
  evolve: (fired: ReadonlySet<number>, e: { type: string; data: { round?: unknown } }) =>
    e.type === ROUND_TIME_EXPIRED ? new Set([...fired, Number(e.data.round)]) : fired,
};

/**
 * The round clock: a timer per started round, armed when a round starts in this process and, on
 * start-up, re-armed from the streams of every tournament the read model lists as running. Rounds
 * whose time already ran out while the api was down fire at once. When a round's time runs out the
 * clock records `TournamentRoundTimeExpired` once in the tournament's `roundclock-<id>` stream (its
 * id derives from tournament, round and end time, so a restart or a second api instance records it
 * once), on the same command path as every other stream, and only then publishes
 * RoundTimeExpiredEvent (linked games call time). A paused round has no timer; when it resumes
 * the timer is armed again for its moved end (libs/tournament PauseRound / ResumeRound).
 */
@Injectable()
export class RoundClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RoundClock');
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; endsAt: string; tournamentId: string; round: number }>();
  private readonly clocks: CommandPath<ReadonlySet<number>>;
  private subscription?: Subscription;
  private stopped = false;

  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    private readonly events: EventBus,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {
    this.clocks = new CommandPath(store, { fold: roundClockFold });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = this.tournaments.appended$.subscribe(({ tournamentId, events }) => {
      if (events.some((e) => CLOCK_EVENTS.has(e.type)))
        void this.arm(tournamentId).catch((err) => this.logger.error(`arming ${tournamentId}: ${(err as Error).message}`));
    });
    try {
      await this.rearmAll();
    } catch (err) {
      this.logger.error(`could not re-arm the round clocks: ${(err as Error).message}`);
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.subscription?.unsubscribe();
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Re-arm every running tournament's clock (start-up). */
  async rearmAll(): Promise<number> {
    if (this.projections) await withTimeout(this.projections.catchUp(), 10_000, 'tournament projector').catch(() => undefined);
    const running = await this.readModels.prisma.tournamentSummary.findMany({
      where: { status: { in: ['swiss', 'top-cut'] } },
      select: { id: true },
    });
    for (const { id } of running) await this.arm(id);
    if (running.length) this.logger.log(`re-armed the round clocks of ${running.length} running tournament(s)`);
    return running.length;
  }

  /** Timers armed now: what would fire, and when. */
  armed(): Array<{ tournamentId: string; round: number; endsAt: string }> {
    return [...this.timers.values()].map(({ tournamentId, round, endsAt }) => ({ tournamentId, round, endsAt }));
  }

  /** Arm a timer for each started round of the tournament whose time has not been called yet. */
  async arm(tournamentId: string): Promise<void> {
    const { state } = await this.tournaments.load(tournamentId);
    if (!state.config || state.status === 'finalized') return;
    const fired = (await this.clocks.load(roundClockStream(tournamentId))).state;
    for (const round of state.rounds) {
      const key = `${tournamentId}|${round.round}`;
      if (round.pausedAt) {
        // a paused clock stands still: no timer until it resumes (its end then moves by the pause)
        if (this.timers.has(key)) clearTimeout(this.timers.get(key)!.timer);
        this.timers.delete(key);
        continue;
      }
      if (!round.started || !round.endsAt || fired.has(round.round)) continue;
      if (round.tables.length > 0 && round.tables.every((t) => t.result !== null)) continue;
      if (this.timers.get(key)?.endsAt === round.endsAt) continue;
      if (this.timers.has(key)) clearTimeout(this.timers.get(key)!.timer);
      const delay = Math.max(0, Date.parse(round.endsAt) - Date.now());
      const timer = setTimeout(
        () => {
          this.timers.delete(key);
          if (delay > MAX_TIMEOUT_MS) void this.arm(tournamentId);
          else void this.expire(tournamentId, round.round).catch((err) => this.logger.error(`round clock ${key}: ${(err as Error).message}`));
        },
        Math.min(delay, MAX_TIMEOUT_MS),
      );
      timer.unref();
      this.timers.set(key, { timer, endsAt: round.endsAt, tournamentId, round: round.round });
    }
  }

  /** Fire every armed round whose end is at or before `now` (what the timers do; tests call it with a later now). */
  async fireDue(now = new Date()): Promise<RoundTimeExpired[]> {
    const due = [...this.timers.entries()].filter(([, t]) => Date.parse(t.endsAt) <= now.getTime());
    const fired: RoundTimeExpired[] = [];
    for (const [key, t] of due) {
      clearTimeout(t.timer);
      this.timers.delete(key);
      const expired = await this.expire(t.tournamentId, t.round, now);
      if (expired) fired.push(expired);
    }
    return fired;
  }

  /** Record the round's time as expired (once) and announce it. */
  async expire(tournamentId: string, roundNumber: number, now = new Date()): Promise<RoundTimeExpired | null> {
    if (this.stopped) return null;
    const { state } = await this.tournaments.load(tournamentId);
    const round = state.rounds.find((r) => r.round === roundNumber);
    if (!round?.started || !round.endsAt || round.pausedAt || Date.parse(round.endsAt) > now.getTime()) return null;
    // Every table finished before time ran out: nothing to call.
    if (round.tables.every((t) => t.result !== null)) return null;
    const expired: RoundTimeExpired = {
      tournamentId,
      round: round.round,
      phase: round.phase,
      endsAt: round.endsAt,
      timeLimitMinutes: state.config!.roundTimeLimitMinutes,
      tables: round.tables.map((t) => ({
        table: t.table,
        a: t.a,
        b: t.b,
        ...(t.gameId ? { gameId: t.gameId } : {}),
        finished: t.result !== null,
      })),
    };
    const id = derivedUuid(`round-time-expired|${tournamentId}|${round.round}|${round.endsAt}`);
    const outcome = await this.clocks.handle(roundClockStream(tournamentId), {
      commandId: id,
      retries: 1,
      // recorded already (by this instance, another one, or before a restart): nothing to do
      decide: ({ events }) =>
        events.some((e) => e.id === id)
          ? []
          : [
              {
                id,
                type: ROUND_TIME_EXPIRED,
                data: {
                  tournamentId,
                  round: round.round,
                  phase: round.phase,
                  endsAt: round.endsAt!,
                  timeLimitMinutes: expired.timeLimitMinutes,
                },
                metadata: { actor: 'round-clock', commandId: id, rule: 'tournament rules › round time limit' },
              },
            ],
    });
    if (outcome.repeated || outcome.events.length === 0) return null;
    this.events.publish(new RoundTimeExpiredEvent(expired));
    const playing = expired.tables.filter((t) => !t.finished).map((t) => t.table);
    this.logger.log(
      `time called: tournament ${tournamentId} round ${expired.round} (${expired.timeLimitMinutes} min, ended ${expired.endsAt}); tables still playing: ${playing.length ? playing.join(', ') : 'none'}`,
    );
    return expired;
  }
}
