import { DEFAULT_RUNTIME_CONFIG } from '@healthwatch/contracts';
import { Link } from 'react-router-dom';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { useHydrated } from '../../hydration/useHydrated';
import { routeLabelId } from '../../i18n/shell-catalogs';
import { useShellServices } from '../../remote-slot/ShellContext';
import { PageHeading } from '../PageHeading';
import { type AboutMessageId, aboutCatalogs, useAboutT } from './about-catalogs';
import { FAQ_IDS, faqJsonLd } from './faq';
import { useVitals } from './useVitals';
import { VitalsTable } from './VitalsTable';

export { aboutCatalogs };
import styles from './AboutPage.module.css';

const FEATURES: readonly { title: AboutMessageId; text: AboutMessageId }[] = [
  { title: 'about.feature.map.title', text: 'about.feature.map.text' },
  { title: 'about.feature.reports.title', text: 'about.feature.reports.text' },
  { title: 'about.feature.tips.title', text: 'about.feature.tips.text' },
  { title: 'about.feature.analytics.title', text: 'about.feature.analytics.text' },
  { title: 'about.feature.phone.title', text: 'about.feature.phone.text' },
  { title: 'about.feature.chat.title', text: 'about.feature.chat.text' },
];

const PRIVACY: readonly AboutMessageId[] = [
  'about.privacy.noPersonalData',
  'about.privacy.location',
  'about.privacy.ip',
  'about.privacy.chat',
];

/** What the weekly rates keep, and why (issue #32). */
const RATES: readonly AboutMessageId[] = [
  'about.rates.why',
  'about.rates.key',
  'about.rates.pseudonym',
  'about.rates.noAddress',
  'about.rates.area',
];

const STEPS: readonly AboutMessageId[] = ['about.how.step1', 'about.how.step2', 'about.how.step3', 'about.how.step4'];

const STACK: readonly AboutMessageId[] = [
  'about.stack.frontEnd',
  'about.stack.map',
  'about.stack.api',
  'about.stack.chat',
];

/** The About page in the visitor's language (its catalog is fetched with the page). */
export function AboutPage() {
  const { localeState } = useShellServices();
  return (
    <CatalogIntl catalogs={aboutCatalogs} locale={localeState.locale}>
      <AboutContent />
    </CatalogIntl>
  );
}

function AboutContent() {
  const t = useAboutT();
  // The prerendered page links with the default config; once hydrated, with the deployed one.
  const hydrated = useHydrated();
  const configured = useShellServices().remoteProps.config.apiBaseUrl;
  const api = hydrated ? configured : DEFAULT_RUNTIME_CONFIG.apiBaseUrl;
  const at = (path: string) => new URL(path, api).href;
  const faq = FAQ_IDS.map((ids) => ({ question: t(ids.question), answer: t(ids.answer) }));
  const vitals = useVitals(configured, hydrated);
  return (
    <article className={styles.about}>
      <PageHeading
        title={t(routeLabelId('/about'))}
        heading={t('about.heading')}
        description={t('about.description')}
        intro={t('about.intro')}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; faqJsonLd builds it from the page's own catalog and escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(faq) }} />

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.mission.heading')}</h2>
        <p>{t('about.mission.text')}</p>
      </section>

      <section aria-labelledby="about-anonymity">
        <h2 id="about-anonymity">{t('about.anonymity.heading')}</h2>
        <p>{t('about.anonymity.text')}</p>
      </section>

      <section aria-labelledby="about-privacy">
        <h2 id="about-privacy">{t('about.privacy.heading')}</h2>
        <ul>
          {PRIVACY.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-rates">
        <h2 id="about-rates">{t('about.rates.heading')}</h2>
        <ul>
          {RATES.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-features">
        <h2 id="about-features">{t('about.features.heading')}</h2>
        <ul className={styles.cards}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{t(feature.title)}</h3>
              <p>{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-how">
        <h2 id="about-how">{t('about.how.heading')}</h2>
        <ol>
          {STEPS.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-stack">
        <h2 id="about-stack">{t('about.stack.heading')}</h2>
        <ul>
          {STACK.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-authorities">
        <h2 id="about-authorities">{t('about.authorities.heading')}</h2>
        <p>{t('about.authorities.text')}</p>
        <ul>
          <li>
            <a href={at('/api/open-data/catalog.jsonld')}>{t('about.authorities.catalog')}</a>
          </li>
          <li>
            <a href={at('/api/fhir/metadata')}>{t('about.authorities.fhir')}</a>
          </li>
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta">{t('about.cta.heading')}</h2>
        <p>{t('about.cta.text')}</p>
        <Link to="/report" className={styles.ctaButton}>
          {t(routeLabelId('/report'))}
        </Link>
      </section>

      <section aria-labelledby="about-faq">
        <h2 id="about-faq">{t('about.faq.heading')}</h2>
        <dl className={styles.faq}>
          {faq.map((item, index) => (
            <div key={FAQ_IDS[index]?.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <VitalsTable state={vitals} />

      <section aria-labelledby="about-data">
        <h2 id="about-data">{t('about.data.heading')}</h2>
        <p>{t('about.data.text')}</p>
      </section>
    </article>
  );
}
