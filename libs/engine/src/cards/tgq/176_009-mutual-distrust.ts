// Mutual Distrust (tgq, 176_009): event — played on one of your personnel (one copy each), naming one of its Intelligence skills; once each turn, as you play a personnel with another Intelligence skill, you draw a card. Every copy counts.
//   1E rulebook › USING SKILLS › LOADED SKILLS › "ANY INTELLIGENCE"; THE CARDS › EVENTS; MISCELLANEOUS RULES › THE CUMULATIVE RULE.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_009', {
  title: 'Mutual Distrust',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // intelligence-rivals.ts (helper dqv): the target `personnel>Skill`; the card lies on the personnel and keeps the skill as its selected option.
  targets: { kind: 'your-personnel-and-own-intelligence', onePerHost: true },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'select-target-skill' }] }],
  // "Draw a card" is not a "may": the draw is made (when-cards-played.ts).
  whenCardsPlayed: { filter: { types: ['Personnel'] }, otherIntelligenceThanSelected: true, oncePerTurn: true, cumulative: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
