// Sisko 197 Subroutine (dom, 115_026): event — seeded or played onto the Ops of a Nor you control, it lies there; while it does, nobody commandeers that Nor (behaviour/commandeering.ts); any player with 4 Computer Skill present at that Ops may nullify it (behaviour/nullify-with-present.ts); Kevin Uxbridge does not reach it. A Nor never moves in the engine (no move or relocation word reaches a facility), so its "may not be moved" holds with nothing to check.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_026', {
  title: 'Sisko 197 Subroutine',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ['Ops'], yours: true },
  duration: 'on-target-card',
  seedsOnTarget: true,
  norGuard: { noCommandeer: true },
  nullifiedWithPresent: '4 Computer Skill',
  immuneTo: ['Kevin Uxbridge'],
});
