// Sucking Up to the Boss (tgq, 176_019): interrupt — once each turn, name a skill for your [DS9] Ferengi; until the end of the turn he has it whenever he faces a dilemma with three Acquisition among your personnel present.
import { defineCard } from '../../behaviour/define';

const way = {
  targets: { kind: 'your-personnel-and-any-skill', filter: { property: 'DS9', affiliation: 'Ferengi' } },
  // 1E rulebook › USING SKILLS › List of Regular Skills; the condition read by memberOf (behaviour/named-skills.ts).
  triggers: [{ on: 'played', effects: [{ kind: 'grant-named-skill-until-end-of-turn', whileFacingDilemmaWith: { skill: 'Acquisition', count: 3 } }] }],
} as const;

export default defineCard('176_019', {
  title: 'Sucking Up to the Boss',
  scenario: 'behaviour/named-skills.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  ...way,
  // Also as a dilemma is encountered, before it resolves.
  modes: [{ play: { window: { kind: 'response', to: 'dilemma-encountered' }, limit: { kind: 'once-per-turn' } }, ...way }],
});
