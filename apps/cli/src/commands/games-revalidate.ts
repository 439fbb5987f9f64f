/**
 * `captains-log games revalidate <game-id>`: re-runs a game's recorded commands through today's
 * rules (DESIGN.md › The engine: re-validate this game) and prints "consistent" or the first
 * divergence (revision, recorded events, today's), and whether the rules changed since the game
 * was recorded. Reads the event store configured like the api (DATABASE_URL / KURRENTDB_URL / DATA_DIR).
 */
import { revalidateLog } from '@captains-log/engine';
import { openEventStoreFromEnv } from '@captains-log/event-store';
import type { Command } from '../command-registry';

export function gamesRevalidateCommand(env: NodeJS.ProcessEnv = process.env): Command {
  return {
    path: ['games', 'revalidate'],
    usage: 'games revalidate <game-id> [--json]',
    summary:
      "re-run a game's recorded commands through today's rules and name the first divergence",
    async run(args, io) {
      const gameId = args.positional[0];
      if (!gameId) {
        io.err('usage: captains-log games revalidate <game-id> [--json]');
        return 2;
      }
      const store = await openEventStoreFromEnv(env);
      try {
        const events = await store.readStream(`game-${gameId}`);
        if (events.length === 0) {
          io.err(`no game ${gameId} in ${store.info.adapter} ${store.info.location}`);
          return 1;
        }
        const meta = events[0]!.metadata['game'] as { rulesVersion?: string } | undefined;
        const report = revalidateLog(events, meta?.rulesVersion);
        if (args.options['json']) io.out(JSON.stringify({ gameId, ...report }, null, 2));
        else {
          io.out(
            `game ${gameId}: ${report.consistent ? 'consistent' : 'DIVERGES'} with today's rules (${report.checked} commands re-decided, ${report.asRecorded} batches taken as recorded facts)`,
          );
          io.out(
            `  recorded under rules ${report.recordedRulesVersion}; today ${report.currentRulesVersion}${report.rulesChanged ? ' — the rules changed since: a divergence is a rules change to review, not tampering (the hash chain answers that)' : ''}`,
          );
          for (const change of report.changesSince)
            io.out(`  since then: ${change.version} — ${change.change}`);
          const d = report.divergence;
          if (d) {
            io.out(
              `  first divergence at revision ${d.revision}, command ${JSON.stringify(d.command)}`,
            );
            io.out(`    recorded: ${JSON.stringify(d.recorded)}`);
            io.out(`    today:    ${JSON.stringify(d.today)}`);
          }
        }
        return report.consistent ? 0 : 1;
      } finally {
        await store.close();
      }
    },
  };
}
