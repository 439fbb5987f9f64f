import type { ParsedReplay } from './model';

/**
 * A readable turn-by-turn log: the header in a few lines, then every event under its turn (or
 * the seed phases), manual effects and disputes marked.
 */
export function printReplay(replay: ParsedReplay, options: { rules?: boolean } = {}): string {
  const { header, frames } = replay;
  const out: string[] = [];
  const name = (seat: string) => header.players.find((p) => p.seat === seat)?.name ?? seat;
  out.push(`Replay of game ${header.game.id} (${header.perspective} perspective, format v${header.version})`);
  out.push(`Players: ${header.players.map((p) => `${p.seat} ${p.name} (@${p.handle})`).join(' v ')}`);
  if (header.game.tournament) out.push(`Tournament ${header.game.tournament.id}, round ${header.game.tournament.round}`);
  out.push(`Rules: ${header.rules.engine} ${header.rules.version}, event schema ${header.rules.eventSchema}`);
  if (header.result) {
    const r = header.result;
    out.push(`Result: ${r.winner ? `${name(r.winner)} wins` : 'no winner'} — ${r.type} (${r.reason}), ${r.score.p1}–${r.score.p2} (official ${r.officialScore.p1}–${r.officialScore.p2})`);
  } else out.push('Result: the game had not ended');
  out.push(`Steps: ${header.steps}; turns: ${header.turns.length}; head ${header.head.hash} at revision ${header.head.revision}; key ${header.publicKey.keyId}`);
  let section = '';
  for (const f of frames) {
    const heading = f.turn === null ? `Setup and seeding` : `Turn ${f.turn} — ${name(f.player ?? '')}`;
    if (heading !== section) {
      section = heading;
      out.push('', `== ${heading}`);
    }
    const mark = f.judge ? '§§ ' : f.dispute ? '!! ' : f.manual ? ' * ' : f.ruling ? ' § ' : '   ';
    const branch = f.rewound ? '~ rewound ~ ' : '';
    out.push(`${String(f.step).padStart(5)} ${mark}[${f.phase}] ${branch}${f.text}${options.rules && f.rule ? `  (${f.rule})` : ''}`);
  }
  out.push('', '(* manual effect, !! dispute, §§ judge: call, ruling, rewind, penalty, seal; § a ruling’s effect; ~ rewound ~ taken out of effect by a later rewind)');
  return out.join('\n') + '\n';
}
