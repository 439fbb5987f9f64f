// Friction (VP, 132_023): event — played with three Dominion personnel of yours in play; while on the table, every personnel entering play, anyone's, except a Jem'Hadar, is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_023', {
  title: 'Friction',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Dominion' }, atLeast: 3 }] },
  restricts: [{ kind: 'enters-play-stopped', types: ['Personnel'], exceptCharacteristic: "Jem'Hadar" }],
});
