/**
 * Every page of the app, in one table: path pattern, page component, title in the navigation, and
 * whether it needs a signed-in account (the page then sends visitors to sign in and back).
 * Page paths live in page-paths.json: they must never match an api GET route (a reload would get
 * JSON), and test/e2e/web-app.spec.ts checks them against the api's OpenAPI document. Add a page
 * by adding its path there and a row here. Pages other than the start and sign-in pages are loaded
 * on demand (React.lazy: one bundle per page, so the first load stays small).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from './router';
import type { Account } from '../api/client';
import PATHS from './page-paths.json';
import { LandingPage } from '../pages/LandingPage';
import { SignInPage, SignUpPage } from '../pages/AuthPages';

type PageProps = { params: Params };
type Page = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;

/** a page module loaded on first use; `name` is its exported component */
function onDemand<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Page {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PageProps> }));
}

const MyGamesPage = onDemand(() => import('../pages/MyGamesPage'), 'MyGamesPage');
const LobbyPage = onDemand(() => import('../pages/LobbyPage'), 'LobbyPage');
const NewGamePage = onDemand(() => import('../pages/NewGamePage'), 'NewGamePage');
const TablePage = onDemand(() => import('../pages/TablePage'), 'TablePage');
const ReplayPage = onDemand(() => import('../pages/ReplayPage'), 'ReplayPage');
const DecksPage = onDemand(() => import('../pages/DecksPage'), 'DecksPage');
const DeckEditorPage = onDemand(() => import('../pages/DeckEditorPage'), 'DeckEditorPage');
const CardSearchPage = onDemand(() => import('../pages/CardSearchPage'), 'CardSearchPage');
const CardPage = onDemand(() => import('../pages/CardSearchPage'), 'CardPage');
const EventsPage = onDemand(() => import('../pages/tournaments/EventsPage'), 'EventsPage');
const EventPage = onDemand(() => import('../pages/tournaments/EventPage'), 'EventPage');
const PlayerEventPage = onDemand(() => import('../pages/tournaments/PlayerEventPage'), 'PlayerEventPage');
const DirectorPage = onDemand(() => import('../pages/tournaments/DirectorPage'), 'DirectorPage');
const PrintPage = onDemand(() => import('../pages/tournaments/PrintPage'), 'PrintPage');
const AdminPage = onDemand(() => import('../pages/AdminPage'), 'AdminPage');
const FirstRunPage = onDemand(() => import('../pages/FirstRunPage'), 'FirstRunPage');
const JudgeDeskPage = onDemand(() => import('../pages/JudgePage'), 'JudgeDeskPage');
const JudgePage = onDemand(() => import('../pages/JudgePage'), 'JudgePage');

export interface AppRoute {
  readonly path: string;
  readonly page: Page;
  /** shown in the header's navigation when set */
  readonly nav?: string;
  readonly auth?: boolean;
  /** only accounts with one of these roles see it in the navigation (the api enforces it) */
  readonly roles?: readonly Account['role'][];
  /** the page uses the whole width (the table, the replay) */
  readonly wide?: boolean;
  /** a page made for paper: no header or navigation */
  readonly bare?: boolean;
}

export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.landing, page: LandingPage },
  { path: PATHS.signIn, page: SignInPage },
  { path: PATHS.signUp, page: SignUpPage },
  { path: PATHS.lobby, page: LobbyPage, nav: 'Lobby', auth: true },
  { path: PATHS.myGames, page: MyGamesPage, nav: 'My games', auth: true },
  { path: PATHS.newGame, page: NewGamePage, auth: true },
  { path: PATHS.myDecks, page: DecksPage, nav: 'Decks', auth: true },
  { path: PATHS.deckEditor, page: DeckEditorPage, auth: true },
  { path: PATHS.cardSearch, page: CardSearchPage, nav: 'Cards' },
  { path: PATHS.cardPage, page: CardPage },
  { path: PATHS.events, page: EventsPage, nav: 'Tournaments' },
  { path: PATHS.eventPlayer, page: PlayerEventPage, auth: true },
  { path: PATHS.eventDirector, page: DirectorPage, auth: true, wide: true },
  { path: PATHS.eventPrint, page: PrintPage, bare: true },
  { path: PATHS.event, page: EventPage },
  { path: PATHS.table, page: TablePage, auth: true, wide: true },
  { path: PATHS.replay, page: ReplayPage, wide: true },
  { path: PATHS.replayFile, page: ReplayPage, nav: 'Replay viewer', wide: true },
  // the replay viewer's old address (README of the replay viewer: /viewer/?src=…&token=…)
  { path: PATHS.viewer, page: ReplayPage, wide: true },
  { path: PATHS.admin, page: AdminPage, nav: 'Admin', auth: true, roles: ['admin'] },
  { path: PATHS.firstRun, page: FirstRunPage },
  // issue 13: the judge's pages (open calls; one game as its judge sees it)
  { path: PATHS.judgeDesk, page: JudgeDeskPage, nav: 'Judge', auth: true, roles: ['director', 'admin'] },
  { path: PATHS.judge, page: JudgePage, auth: true, wide: true },
];
