// Klingon Bounty (brokenbow, 192_031): interrupt — once per game, on an opponent's ship where two of your [22] Klingon SECURITY are: one personnel aboard, at random, is captured and goes to those SECURITY.
import { defineCard } from '../../behaviour/define';

const bountyHunters = { affiliation: 'Klingon', icons: ['22'], anyOf: [{ classification: 'SECURITY' }, { skill: 'SECURITY' }] };

export default defineCard('192_031', {
  title: 'Klingon Bounty',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
  targets: { kind: 'opposing-ship-with-yours-here', yours: bountyHunters, atLeast: 2 },
  triggers: [{ on: 'played', effects: [{ kind: 'capture-random-aboard-target', escort: bountyHunters }] }],
});
