// Strange New Worlds (llap, 195_007): event — lies on a mission (unique); your opponent's attempts there must meet Anthropology + Diplomacy + Law + INTEGRITY>32 instead of the mission's requirements.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_007', {
  title: 'Strange New Worlds',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'any-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'opponent-requirements', requirement: 'Anthropology + Diplomacy + Law + INTEGRITY>32' }],
});
