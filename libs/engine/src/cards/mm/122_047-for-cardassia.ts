// For Cardassia! (mm, 122_047): objective — played on your Legate (for free when that Legate has Honor; 1E rulebook › PLAYING "FOR FREE"): your Cardassians present with the Legate get INTEGRITY and STRENGTH +2; what happens when the Legate helps secure Cardassia Prime is played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_047', {
  title: 'For Cardassia!',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'on-target-with-skill', skill: 'Honor' } },
  targets: { kind: 'your-personnel', who: { characteristics: ['Legate'] } },
  duration: 'on-target-card',
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY', 'STRENGTH'], delta: 2, to: { characteristics: ['Cardassian'] }, where: 'present' }],
  manual: ['discarding it after HQ: Secure Homeworld at Cardassia Prime (downloads or points)'],
});
