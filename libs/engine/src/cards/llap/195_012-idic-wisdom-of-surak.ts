// IDIC: Wisdom of Surak (llap, 195_012): incident — on your table. Your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name Honor. When you report a Vulcan Dissident as your normal card play, you draw a card (the "may" always taken). Once per game you may download Seek Hidden Reliquary (onto its own target). Once per game you may choose one of your Syrranites: until the end of that turn, it may use each level of its Honor as one level of any other regular skill.
import { REGULAR_SKILLS } from '@captains-log/cards';
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; PLAYING A CARD › YOUR NORMAL CARD PLAY (behaviour/when-cards-played.ts); DOWNLOADING
// (download-with-own-target.ts); USING SKILLS (skill-substitutions.ts › chosenThisTurn); MISCELLANEOUS RULES › "ONCE PER GAME".
const OTHER_SKILLS = REGULAR_SKILLS.filter((skill) => skill !== 'Honor');

export default defineCard('195_012', {
  title: 'IDIC: Wisdom of Surak',
  scenario: 'behaviour/wisdom-of-surak.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'Honor' } }],
  whenCardsPlayed: { filter: { types: ['Personnel'], characteristic: 'Dissident', characteristics: ['Vulcan'] }, normalCardPlay: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  abilities: [
    { id: 'download-reliquary', limit: 'once-per-game', targets: { kind: 'card-with-own-target', titles: ['Seek Hidden Reliquary'] }, effects: [{ kind: 'download-with-own-target' }] },
    { id: 'honor-as-any', limit: 'once-per-game', targets: { kind: 'your-personnel', who: { characteristics: ['Syrranite'] } }, effects: [{ kind: 'keep-chosen-personnel' }] },
  ],
  modifiers: [{ kind: 'use-skill-as', skill: 'Honor', levels: 1, as: OTHER_SKILLS, chosenThisTurn: 'honor-as-any', to: { characteristics: ['Syrranite'] }, where: 'in-play' }],
});
