import { Link } from 'react-router-dom';
import { PageHeading } from '../PageHeading';
import { FAQ, faqJsonLd } from './faq';
import styles from './AboutPage.module.css';

const FEATURES = [
  {
    title: 'Outbreak map',
    text: 'Reports close to each other are grouped into circles sized and coloured by how many people reported.',
  },
  {
    title: 'Anonymous reports',
    text: 'Fifteen common symptoms, an illness type if you know it and how severe it feels, in under a minute.',
  },
  { title: 'Health tips', text: 'After you report, you get practical advice that matches your symptoms.' },
  {
    title: 'Predictive analytics',
    text: 'Outbreak predictions, trends, seasonal patterns and a risk assessment built from community reports.',
  },
  {
    title: 'AI phone consultation',
    text: 'A phone line that talks you through your symptoms, with a QR code to call from another device.',
  },
  { title: 'Live chat', text: 'A global room and private conversations, under a name you choose for the session.' },
];

const STEPS = [
  'Choose your country and type your postal code; HealthWatch checks that the code exists.',
  'Tick your symptoms, pick an illness type if you know it, and say how severe it feels.',
  'Submit: your report appears on the map for everyone, and you receive a health tip.',
  'Come back to the map and analytics to see how illness spreads in your area.',
];

const STACK = [
  'React and TypeScript, split into independently deployed micro-frontends with Module Federation',
  'Leaflet for the map, with an offline basemap when map tiles are unavailable',
  'A Node.js API over PostgreSQL, with realtime updates pushed to the map',
  'socket.io for live chat',
];

export function AboutPage() {
  return (
    <article className={styles.about}>
      <PageHeading
        title="About"
        heading="About HealthWatch"
        description="HealthWatch is a free, anonymous community health tracker: report symptoms, see outbreaks on a map and get health tips."
        intro="Community health tracking that anyone can use, without giving up their privacy."
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; faqJsonLd builds it from the page's own constant FAQ and escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd() }} />

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          Illness spreads faster than official figures. HealthWatch lets people say how they feel, where they are, the
          moment they feel it, so that neighbours, clinics and health workers can see a cluster forming days earlier
          than they otherwise would.
        </p>
      </section>

      <section aria-labelledby="about-anonymity">
        <h2 id="about-anonymity">Anonymous by design</h2>
        <p>
          You never create an account. A report holds symptoms, an illness type, a severity, a country and a postal
          code, and nothing that names you. The nickname field is only for your own reference and is not sent.
        </p>
      </section>

      <section aria-labelledby="about-privacy">
        <h2 id="about-privacy">Your privacy</h2>
        <ul>
          <li>No personal data is collected, and the service is free.</li>
          <li>
            Locations are postal-code centres looked up by our own server; your device&apos;s position is never
            requested.
          </li>
          <li>IP addresses are not stored with reports, and your browser makes no requests to third-party trackers.</li>
          <li>Chat names live only for your visit; private rooms expire 24 hours after they are created.</li>
        </ul>
      </section>

      <section aria-labelledby="about-features">
        <h2 id="about-features">Key features</h2>
        <ul className={styles.cards}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-how">
        <h2 id="about-how">How it works</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-stack">
        <h2 id="about-stack">Technology</h2>
        <ul>
          {STACK.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta">Feeling unwell?</h2>
        <p>It takes less than a minute, and it helps everyone near you.</p>
        <Link to="/report" className={styles.ctaButton}>
          Report Symptoms
        </Link>
      </section>

      <section aria-labelledby="about-faq">
        <h2 id="about-faq">Frequently asked questions</h2>
        <dl className={styles.faq}>
          {FAQ.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-data">
        <h2 id="about-data">Data sources</h2>
        <p>Postal-code locations: © GeoNames (geonames.org), CC BY 4.0; Japan: © Geolonia, CC BY 4.0.</p>
      </section>
    </article>
  );
}
