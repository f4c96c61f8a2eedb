import {
  chooseInsightsPeriodKind,
  loadInsights,
  openInsights,
  openInsightsPoster,
  selectInsightsScreen,
  stepInsightsPeriod,
  switchInsightsPosterShows,
  type InsightsFacetView,
  type InsightsScreen,
} from '@diary/store';
import { moodColourTokens } from '@diary/core';
import { selectInsightsPlaceMarkers, selectPlacesMapTiles } from '@diary/store/places';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useDark } from '../../app/Appearance';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { PageBar } from '../../ui/PageBar';
import { BarsChart } from './BarsChart';
import { MoodKey, Pixels } from './Pixels';
import './insights.css';

// Leaflet only when there is a map to draw.
const PlacesMap = lazy(() => import('../places/PlacesMap'));

/**
 * Insights (not in the seeds): what the person's diaries say about a year, a month or all time, from their metadata
 * only — figures, entries by month and weekday, the period in pixels, and moods against weather, places, people and
 * stories. What it shows is the store's model (insights/insights-screen); this draws it.
 */
export default function Insights() {
  const t = useT();
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectInsightsScreen);
  const dark = useDark();
  useEffect(() => void dispatch(openInsights()), [dispatch]);
  return (
    <div className="insights-page" style={moodColourTokens(dark ? 'dark' : 'light')}>
      <PageBar title={t('insights.title')} />
      <div className="insights-body" aria-busy={screen.state === 'loading' || screen.refreshing}>
        <PeriodBar screen={screen} />
        {screen.state === 'loading' && <InsightsSkeleton />}
        {screen.failure && (
          <div className="empty">
            <p>{translate(screen.failure)}</p>
            <button type="button" className="button" onClick={() => screen.period && void dispatch(loadInsights(screen.period))}>
              {t('insights.retry')}
            </button>
          </div>
        )}
        {screen.state === 'empty' && <p className="empty">{t('insights.empty')}</p>}
        {screen.state === 'ready' && <Ready screen={screen} />}
      </div>
    </div>
  );
}

function PeriodBar({ screen }: { screen: InsightsScreen }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <div className="insights-period">
      <div className="segmented" role="group" aria-label={t('insights.periodKind')}>
        {screen.kinds.map(({ kind, label, chosen }) => (
          <button key={kind} type="button" aria-pressed={chosen} onClick={() => void dispatch(chooseInsightsPeriodKind(kind))}>
            {translate(label)}
          </button>
        ))}
      </div>
      <div className="insights-stepper">
        {screen.kind !== 'all' && (
          <button type="button" className="icon-button" aria-label={t('insights.earlier')} onClick={() => void dispatch(stepInsightsPeriod(-1))}>
            <ChevronLeft className="points-with-line" size={20} aria-hidden="true" />
          </button>
        )}
        <h2 aria-live="polite">{translate(screen.title)}</h2>
        {screen.kind !== 'all' && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('insights.later')}
            disabled={!screen.canStepLater}
            onClick={() => void dispatch(stepInsightsPeriod(1))}
          >
            <ChevronRight className="points-with-line" size={20} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

function Ready({ screen }: { screen: InsightsScreen }) {
  const t = useT();
  return (
    <>
      <dl className="insights-figures">
        {screen.figures.map((figure) => (
          <div key={figure.label.key} className="insights-card figure">
            <dt>{translate(figure.label)}</dt>
            <dd>{translate(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {screen.pixels && (
        <section className="insights-card" aria-labelledby="insights-pixels">
          <h3 id="insights-pixels">{translate(screen.pixels.title)}</h3>
          <Pixels rows={screen.pixels.rows} title={translate(screen.pixels.title)} month={screen.kind === 'month'} />
          <MoodKey moods={screen.moods} />
        </section>
      )}
      <div className="insights-pair">
        {screen.kind !== 'month' && (
          <section className="insights-card" aria-labelledby="insights-months">
            <h3 id="insights-months">{t('insights.perMonth')}</h3>
            <BarsChart bars={screen.months} caption={t('insights.perMonth')} labelHeading={t('insights.tableMonth')} />
          </section>
        )}
        <section className="insights-card" aria-labelledby="insights-weekdays">
          <h3 id="insights-weekdays">{t('insights.perWeekday')}</h3>
          <BarsChart bars={screen.weekdays} caption={t('insights.perWeekday')} labelHeading={t('insights.tableWeekday')} />
        </section>
      </div>
      {!screen.pixels && screen.moods.length > 0 && (
        <section className="insights-card" aria-labelledby="insights-moods">
          <h3 id="insights-moods">{t('insights.moods')}</h3>
          <MoodKey moods={screen.moods} />
        </section>
      )}
      <Standouts screen={screen} />
      <div className="insights-pair">
        {screen.facets.map((facet) => (
          <FacetTable key={facet.facet} facet={facet} />
        ))}
      </div>
      <PlacesOnMap />
      <PosterMaker shows={screen.posterShows} />
    </>
  );
}

function Standouts({ screen }: { screen: InsightsScreen }) {
  const t = useT();
  if (screen.standouts.length === 0) return null;
  return (
    <section className="insights-card" aria-labelledby="insights-standouts">
      <h3 id="insights-standouts">{t('insights.standouts')}</h3>
      <ul className="insights-standouts">
        {screen.standouts.map((s) => (
          <li key={`${s.facet}-${s.mood.id}-${translate(s.value)}`}>
            <span className={`mood-dot mood-${s.mood.colour}`} aria-hidden="true" />
            {t('insights.standout', {
              mood: `${s.mood.emoji} ${s.mood.name}`.trim(),
              value: translate(s.value),
              together: s.together,
              total: s.total,
              overall: s.overallPercent,
            })}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('insights.standoutRule')}</p>
    </section>
  );
}

/** How often each mood came with a weather, a place, a person or a story: a table, each row's moods also a bar. */
function FacetTable({ facet }: { facet: InsightsFacetView }) {
  const t = useT();
  return (
    <section className="insights-card" aria-labelledby={`insights-${facet.facet}`}>
      <h3 id={`insights-${facet.facet}`}>{translate(facet.title)}</h3>
      <table className="insights-facet">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('insights.tableValue')}</th>
            <th scope="col">{t('insights.tableMoods')}</th>
            <th scope="col">{t('insights.tableCount')}</th>
          </tr>
        </thead>
        <tbody>
          {facet.values.map((value) => (
            <tr key={value.id}>
              <th scope="row">
                {value.icon && <span aria-hidden="true">{value.icon} </span>}
                {translate(value.name)}
              </th>
              <td>
                <span className="mood-bar" aria-hidden="true">
                  {value.moods.map((m) => (
                    <span key={m.mood.id} className={`mood-${m.mood.colour}`} style={{ flexGrow: m.diaries }} />
                  ))}
                  {value.withoutMood > 0 && <span className="no-mood" style={{ flexGrow: value.withoutMood }} />}
                </span>
                <span className="visually-hidden">{value.moodsText}</span>
              </td>
              <td className="count">{value.diaries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The period's places on the map, where the server has map tiles. */
function PlacesOnMap() {
  const t = useT();
  const tiles = useAppSelector(selectPlacesMapTiles);
  const markers = useAppSelector(selectInsightsPlaceMarkers);
  if (!tiles || markers.length === 0) return null;
  return (
    <section className="insights-card" aria-labelledby="insights-map">
      <h3 id="insights-map">{t('insights.placesMap')}</h3>
      <Suspense fallback={<div className="places-map" aria-busy="true" />}>
        <PlacesMap tiles={tiles} markers={markers} />
      </Suspense>
    </section>
  );
}

/** The "my year" poster: places and people stay off it unless switched on. */
function PosterMaker({ shows }: { shows: InsightsScreen['posterShows'] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <section className="insights-card insights-poster" aria-labelledby="insights-poster">
      <h3 id="insights-poster">{t('share.poster')}</h3>
      <div className="menu-row">
        <span>{t('insights.posterPlaces')}</span>
        <LabelledSwitch checked={shows.places} label={t('insights.posterPlaces')} onChange={() => dispatch(switchInsightsPosterShows('places'))} />
      </div>
      <div className="menu-row">
        <span>{t('insights.posterPeople')}</span>
        <LabelledSwitch checked={shows.people} label={t('insights.posterPeople')} onChange={() => dispatch(switchInsightsPosterShows('people'))} />
      </div>
      <button type="button" className="button primary" onClick={() => dispatch(openInsightsPoster())}>
        {t('insights.poster')}
      </button>
    </section>
  );
}

function InsightsSkeleton() {
  return (
    <div className="insights-skeleton" aria-hidden="true">
      <div className="insights-figures">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="insights-card figure skeleton-block" />
        ))}
      </div>
      <span className="insights-card skeleton-block tall" />
      <span className="insights-card skeleton-block tall" />
    </div>
  );
}
