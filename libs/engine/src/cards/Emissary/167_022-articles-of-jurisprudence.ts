// Articles of Jurisprudence (Emissary, 167_022): incident — once each turn, played for one card per captive you hold that
// is escorted or in your brig (at most four); then discarded. OR played on your escorted captive at Cardassia Prime, it
// lies there: your Cardassian Law personnel gain the captive's skills, your Cardassians without Honor are all +2, and
// you may discard the captive at any time.
//   1E rulebook › CAPTURE; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play). Behaviour/captives.ts
//   (`your-captive` … `escortedAt`, `discard-host-captive`), captive-skills.ts (`gain-captive-skills`: a captive under it).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_022', {
  title: 'Articles of Jurisprudence',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' }, limit: { kind: 'once-per-turn' } },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'draw-per-captive-held', max: 4 }] }],
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-captive', escortedAt: ['Cardassia Prime'] }, duration: 'on-target-card', triggers: [] }],
  // Only while it lies on the captive (the first way is discarded at once).
  modifiers: [
    { kind: 'gain-captive-skills', under: ['Articles of Jurisprudence'], to: { affiliations: ['Cardassian'], skills: ['Law'] }, where: 'in-play' },
    { kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: { affiliations: ['Cardassian'], notSkills: ['Honor'] }, where: 'in-play' },
  ],
  abilities: [{ id: 'discard-captive', window: 'any-time', effects: [{ kind: 'discard-host-captive' }] }],
});
