// The Beating Heart (equilibriu, 209_001): event — on your table: when a dilemma would kill a personnel whose romantic partner of yours is present and unstopped, that partner is stopped and the personnel is stopped instead (always used when it can be).
//   1E rulebook › GLOSSARY › romantic partner; GETTING HURT › KILLED OR DESTROYED.
import { defineCard } from '../../behaviour/define';

export default defineCard('209_001', {
  title: 'The Beating Heart',
  scenario: 'behaviour/romance.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // behaviour/dilemma-kill-replacement.ts (`partnerStops`: romance.ts › romanticPartners).
  insteadOfDilemmaKill: { whose: 'any', filter: {}, instead: 'stopped', partnerStops: true },
});
