// Drone Control Room (SaS, 141_054): time location on 22nd-century Romulus, paired with Romulus (Cloaked Mission, the rulebook's Romulan homeworld) — seeded or played there off the spaceline; [Rom][22] personnel and ships and [22] equipment report to it, one native personnel each turn for free.
import { defineCard } from '../../behaviour/define';

const personnel = { affiliation: 'Romulan', icons: ['22'] } as const;

export default defineCard('141_054', {
  title: 'Drone Control Room',
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: { kind: 'planet', corresponds: ['Romulus'], natives: [{ personnel, free: true, onceEachTurn: true }, { personnel, ships: { affiliation: 'Romulan', icons: ['22'] }, equipment: { icons: ['22'] } }] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  manual: [
    "any player's download of Admiral Valdore here",
    "with Empathy, Leadership and Treachery of a player's here, that player's Drone-class ships move and attack without staffing or a leader",
  ],
});
