/**
 * Print views of a tournament: pairings by table, pairings by name, match slips (one per table, to
 * fill in and sign) and standings. A page made for paper (no header; print CSS in styles.css).
 */
import type { Params } from '../../app/router';
import { Link } from '../../app/router';
import { usePageTitle } from '../../app/layout';
import { Problem, localTime, useLoad } from '../../components/common';
import {
  PRINT_VIEWS,
  PairingsAlphabetical,
  PairingsByTable,
  StandingsTable,
  loadEvent,
  type EventData,
} from './shared';

export function PrintPage({ params }: { params: Params }) {
  const id = params.id!;
  const what = params.what!;
  const event = useLoad(() => loadEvent(id), [id]);
  const e = event.data;
  const title = PRINT_VIEWS[what];
  usePageTitle(`${title ?? 'Print'}${e ? ` · ${e.summary.config.name}` : ''}`);
  return (
    <div className="print-page" data-print={what} data-ready={e ? 'true' : 'false'}>
      <div className="no-print row">
        <Link to={`/event/${id}/direct`}>← Back</Link>
        <button type="button" className="primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <Problem error={event.error} />
      {!title ? <p>There is no print view called “{what}”.</p> : null}
      {e && title ? <PrintBody what={what} title={title} e={e} /> : null}
    </div>
  );
}

function PrintBody({ what, title, e }: { what: string; title: string; e: EventData }) {
  const p = e.pairings;
  const heading = (
    <header>
      <h1>
        {e.summary.config.name}: {title}
        {p && what !== 'standings' ? `, round ${p.round}` : ''}
      </h1>
      <p className="muted">
        Printed {localTime(new Date().toISOString())}
        {p?.endsAt && what !== 'standings' ? ` · round ends ${localTime(p.endsAt)}` : ''}
      </p>
    </header>
  );
  if (what === 'standings')
    return (
      <article>
        {heading}
        <StandingsTable rows={e.standings.standings} caption={title} />
      </article>
    );
  if (!p) return <p>No round has been paired yet.</p>;
  if (what === 'pairings-by-table')
    return (
      <article>
        {heading}
        <PairingsByTable rows={p.pairings} caption={title} />
      </article>
    );
  if (what === 'pairings-by-name')
    return (
      <article>
        {heading}
        <PairingsAlphabetical rows={p.pairings} caption={title} />
      </article>
    );
  return (
    <article>
      {heading}
      <div className="slips">
        {p.pairings
          .filter((r) => r.table !== null)
          .map((r) => (
            <section
              key={r.table}
              className="slip"
              data-table={r.table}
              aria-label={`Table ${r.table}`}
            >
              <h2>
                Round {p.round} · Table {r.table}
              </h2>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Seat</th>
                    <th scope="col">Score</th>
                    <th scope="col">Won</th>
                    <th scope="col">Signature</th>
                  </tr>
                </thead>
                <tbody>
                  {[
                    [r.playerAName, 1],
                    [r.playerBName, 2],
                  ].map(([name, seat]) => (
                    <tr key={String(seat)}>
                      <th scope="row">{name}</th>
                      <td>{seat}</td>
                      <td className="blank" />
                      <td className="blank" />
                      <td className="blank wide" />
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="muted">
                Result: full win · modified win (time) · concession · decks exhausted · tie ·
                no-show — circle one.
              </p>
            </section>
          ))}
      </div>
    </article>
  );
}
