/**
 * A card's facts and text from the catalogue: type, affiliation, icons, skills, attributes,
 * requirements and game text (the imported card list's text; the built-in starter pool has the
 * facts only). With CARD_IMAGE_URL set, the card's image shows above, the text stays as fallback.
 */
import { useState } from 'react';
import type { AttributeValue, Card } from '@captains-log/cards';
import { cardImageUrl } from '../app/config';

const attr = (a: AttributeValue | undefined): string =>
  !a ? '–' : a.kind === 'number' ? String(a.value) : a.kind === 'variable' ? `${a.base}${a.sign > 0 ? '+' : '-'}X` : a.raw;

export function CardImage({ card, className }: { card: Card; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = cardImageUrl(card.id);
  if (!src || failed) return null;
  return <img className={className ?? 'card-image'} src={src} alt={card.title} loading="lazy" onError={() => setFailed(true)} />;
}

export function CardText({ card }: { card: Card }) {
  const p = card.personnel;
  const s = card.ship;
  const m = card.mission;
  const facts: [string, string][] = [];
  facts.push(['Type', [card.type, card.qIcon ? '(Q)' : '', card.facilityKind ?? '', card.dilemmaKind ? `(${card.dilemmaKind})` : ''].filter(Boolean).join(' ')]);
  if (card.affiliations.length) facts.push(['Affiliation', card.affiliations.join(', ')]);
  if (card.icons.length) facts.push(['Icons', card.icons.map((i) => i.name).join(', ')]);
  if (p) {
    facts.push(['Classification', String(p.classification)]);
    const skills = p.skillBox.skills.map((k) => `${k.name}${k.level > 1 ? ` x${k.level}` : k.level < 0 ? ` ${k.level}` : ''}${k.condition ? ` (${k.condition})` : ''}`);
    if (skills.length) facts.push(['Skills', skills.join(', ')]);
    if (p.skillBox.specialSkills.length) facts.push(['Special', p.skillBox.specialSkills.join(' ')]);
    facts.push(['Integrity / Cunning / Strength', `${attr(p.integrity)} / ${attr(p.cunning)} / ${attr(p.strength)}`]);
  }
  if (s) {
    if (s.shipClass) facts.push(['Class', s.shipClass]);
    if (s.staffing.icons.length || s.staffing.alternatives.length) facts.push(['Staffing', [...s.staffing.icons, ...s.staffing.alternatives].join(' ')]);
    facts.push(['Range / Weapons / Shields', `${attr(s.range)} / ${attr(s.weapons)} / ${attr(s.shields)}`]);
  }
  if (m) {
    facts.push(['Mission', `${m.kind}${m.quadrant ? `, ${m.quadrant} Quadrant` : ''}${m.region ? `, ${m.region}` : ''}`]);
    if (m.points) facts.push(['Points', m.points.raw]);
    if (m.span !== undefined) facts.push(['Span', String(m.span)]);
    if (m.affiliationIcons.length) facts.push(['May attempt', m.affiliationIcons.join(', ')]);
    if (m.attemptText) facts.push(['May attempt', m.attemptText]);
    if (m.requirementText) facts.push(['Requirements', m.requirementText]);
    if (m.gameText) facts.push(['Text', m.gameText]);
  }
  return (
    <div className="card-text">
      <CardImage card={card} />
      <h3>
        {card.title}
        {card.universal ? <span title="universal"> ❖</span> : null}
      </h3>
      <dl>
        {facts.map(([k, v], i) => (
          <div key={i}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {card.text ? <p className="game-text">{card.text}</p> : null}
      <p className="card-source">
        {card.release} · {card.id}
      </p>
    </div>
  );
}
