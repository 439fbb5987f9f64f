// HQ: Secure Homeworld (ds9, 112_139): objective — seeds or plays on a homeworld; its owner's teams may solve that mission with Leadership x2 + SECURITY + (Honor OR Treachery) + one attribute total above the mission's points (the printed requirements still do; attempting needs a matching personnel as always); when its owner solves it, every opposing personnel on the planet not matching the homeworld's affiliation is captured (held by its owner there: behaviour/captives.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_139', {
  title: 'HQ: Secure Homeworld',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { homeworld: true } },
  duration: 'on-target-mission',
  permits: [{ kind: 'alternative-requirements', requirements: 'Leadership x2 + SECURITY + (Honor OR Treachery) + (INTEGRITY>{P} OR CUNNING>{P} OR STRENGTH>{P})' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'if-you-solved-here', then: [{ kind: 'capture-opposing-here-not-matching' }] }] }],
});
