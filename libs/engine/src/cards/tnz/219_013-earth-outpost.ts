// Earth Outpost (tnz, 219_013): outpost — seeds (limit one) at a Neutral Zone region mission, or is played there during play as the normal card play (no ENGINEER needed).
import { defineCard } from '../../behaviour/define';

export default defineCard('219_013', {
  title: 'Earth Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { region: 'Neutral Zone Region' },
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
});
