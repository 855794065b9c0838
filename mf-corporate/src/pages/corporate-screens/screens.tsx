// The text of the static corporate screens (one component renders them all, by route path).
import type { ReactNode } from 'react';
import { Link } from '@gpa/shared-ui';

/** A static corporate screen: its intro and text (its title is its route's, in routes.tsx). */
export interface CorporateScreen {
  intro: string;
  body: ReactNode;
}

/** The static corporate screens by route path (each has one route in routes.tsx). */
export const CORPORATE_SCREENS: Record<string, CorporateScreen> = {
  '/corporate/mission-and-vision': {
    intro: 'Why the Guam Power Authority exists and where it is going.',
    body: (
      <>
        <h2>Our mission</h2>
        <p>
          To provide our customers with reliable, safe and affordable electric power, responsibly and
          efficiently, while protecting Guam's environment.
        </p>
        <h2>Our vision</h2>
        <p>
          To be a model island utility: powering Guam's growth with clean, resilient energy, with 50% of our
          energy from renewable or non-emitting sources by 2030 and 100% by 2045.
        </p>
        <h2>Our values</h2>
        <ul>
          <li>Safety first, for our employees, our customers and the public.</li>
          <li>Service to our customers and our island.</li>
          <li>Integrity and transparency in everything we do.</li>
          <li>Stewardship of the resources entrusted to us.</li>
        </ul>
        <p>
          The Authority is governed by the elected Consolidated Commission on Utilities. Learn more{' '}
          <Link to="/corporate/about-us">about us</Link>.
        </p>
      </>
    ),
  },
  '/corporate/general-manager-message': {
    intro: 'A message from the General Manager of the Guam Power Authority.',
    body: (
      <>
        <p>Håfa adai, and thank you for visiting our website.</p>
        <p>
          In fiscal year 2024 our 443 employees served 53,777 customers with an approved budget of 556 million
          dollars. Every one of them works to keep the lights on through typhoons, fuel price swings and a
          changing energy landscape.
        </p>
        <p>
          We are in the middle of the largest change in our history. A new 198 MW combined cycle plant, 60 MW
          of new solar and 40 MW of battery storage will lower our dependence on imported fuel oil and our
          customers' bills. Renewable energy already supplies about 16% of our energy; we are working towards
          50% by 2030.
        </p>
        <p>
          We are also modernising how we serve you: online payments, outage alerts by text message and this
          website. Please tell us how we can serve you better.
        </p>
        <p>
          Sincerely,
          <br />
          General Manager, Guam Power Authority
        </p>
        <p>
          See the <Link to="/corporate/performance">performance</Link> we report on, and the general manager's
          reports on the <Link to="/corporate/about-us">About Us</Link> page.
        </p>
      </>
    ),
  },
  '/corporate/performance': {
    intro: 'How we measure the reliability, efficiency and cost of our service.',
    body: (
      <>
        <h2>Performance standards</h2>
        <p>
          The Consolidated Commission on Utilities evaluates the Authority and its General Manager each year
          against published performance standards:
        </p>
        <ul>
          <li>Reliability: the average length and number of outages per customer (SAIDI and SAIFI).</li>
          <li>Generation: plant availability and forced outage rates (EAF and EFOR).</li>
          <li>Efficiency: the heat rate of our plants and system losses.</li>
          <li>Customer service: call answer times and bill accuracy.</li>
          <li>Finance: debt service coverage and days of cash on hand.</li>
          <li>Safety: lost-time injuries.</li>
        </ul>
        <p>
          The evaluations are published under General Manager Performance on the{' '}
          <Link to="/corporate/about-us">About Us</Link> page; the operating charts are on{' '}
          <Link to="/corporate/operations">Power to Save</Link>.
        </p>
      </>
    ),
  },
  '/corporate/internal-audit-and-revenue-protection': {
    intro: 'Independent review of our operations and protection of ratepayers against energy theft.',
    body: (
      <>
        <h2>Internal audit</h2>
        <p>
          The Internal Audit Office reports to the Consolidated Commission on Utilities. It reviews the
          Authority's controls, finances and operations under a yearly audit plan, independently of
          management.
        </p>
        <h2>Revenue protection</h2>
        <p>
          Energy theft raises the cost of electricity for every honest customer. The revenue protection team
          inspects meters, investigates tampering and illegal connections, and recovers unbilled energy.
        </p>
        <h2>Report energy theft</h2>
        <p>
          If you suspect energy theft, call <a href="tel:+16716475787">(671) 647-5787</a>. You may report
          anonymously; tampering with a meter is dangerous as well as illegal.
        </p>
        <p>
          The audit charter, plans and reports are on the <Link to="/corporate/about-us">About Us</Link> page.
        </p>
      </>
    ),
  },
  '/corporate/environmental-compliance': {
    intro: 'Meeting the environmental laws that apply to our plants and lines.',
    body: (
      <>
        <p>
          The Authority's power plants operate under permits from the Guam Environmental Protection Agency and
          the U.S. Environmental Protection Agency. We monitor emissions, fuel quality, water discharges and
          waste, and report them as our permits require.
        </p>
        <h2>Cleaner generation</h2>
        <ul>
          <li>Retiring older baseload units and replacing them with a new 198 MW combined cycle plant.</li>
          <li>Switching to lower-sulphur fuels, and later natural gas.</li>
          <li>
            Adding renewable energy and storage: 25% renewable by 2024 was our target; about 16% today, 50% by
            2030.
          </li>
        </ul>
        <p>
          See also <Link to="/corporate/strategic-planning">strategic planning</Link> and the{' '}
          <Link to="/corporate/news/integrated-resource-plan">integrated resource plan</Link>.
        </p>
      </>
    ),
  },
  '/corporate/strategic-planning': {
    intro: 'The long-term plans that guide how we generate and deliver power.',
    body: (
      <>
        <p>
          The Authority plans its generation, transmission and distribution years ahead through its integrated
          resource plan, reviewed with stakeholders and approved by the Consolidated Commission on Utilities
          and the Public Utilities Commission.
        </p>
        <h2>Goals</h2>
        <ul>
          <li>50% of energy from renewable or non-emitting sources by 2030, and 100% by 2045.</li>
          <li>A new 198 MW plant, 60 MW of solar and 40 MW of battery storage.</li>
          <li>A stronger grid that withstands typhoons and recovers quickly.</li>
          <li>Stable, affordable rates.</li>
        </ul>
        <p>
          Read the <Link to="/corporate/news/integrated-resource-plan">integrated resource plan</Link> and the
          planning documents on <Link to="/corporate/operations">Power to Save</Link>.
        </p>
      </>
    ),
  },
  '/corporate/disaster-recovery': {
    intro: 'How we prepare for typhoons and earthquakes, and how we restore power after them.',
    body: (
      <>
        <h2>Before a storm</h2>
        <p>
          We trim trees along our lines, keep stocks of poles, wire and transformers on island, and keep
          mutual aid agreements with utilities across the Pacific. Our crews train for storm response every
          year before typhoon season.
        </p>
        <h2>After a storm</h2>
        <p>
          Power is restored first to hospitals, water and wastewater systems and emergency services, then to
          the main lines that serve the most customers, and then to neighbourhoods and individual homes.
        </p>
        <h2>Stay safe</h2>
        <p>
          Stay away from downed lines and report them to <a href="tel:+16714755000">(671) 475-5000</a>. Sign
          up for <Link to="/power-alerts">power alerts</Link> to hear about outages in your area.
        </p>
      </>
    ),
  },
  '/corporate/smart-grid': {
    intro: 'Smart meters and automation that make our grid more reliable and efficient.',
    body: (
      <>
        <p>
          With support from the U.S. Department of Energy, the Authority installed smart meters for all its
          customers and automated parts of its distribution system.
        </p>
        <h2>What it means for you</h2>
        <ul>
          <li>Meters are read remotely: no estimated bills and no meter readers in your yard.</li>
          <li>Daily energy use you can follow online, so you can save.</li>
          <li>Faster detection of outages, and service connected or disconnected without a truck visit.</li>
        </ul>
        <p>
          Follow your use with the Energy Sense tools and our{' '}
          <Link to="/corporate/operations">Power to Save</Link> resources.
        </p>
      </>
    ),
  },
  '/corporate/streetlight-project': {
    intro: 'Brighter, safer streets for less energy.',
    body: (
      <>
        <p>
          The Authority is replacing Guam's high-pressure sodium streetlights with LED fixtures. LED
          streetlights use about half the energy, last several times longer and give a whiter light that makes
          roads and sidewalks safer.
        </p>
        <h2>Report a streetlight out</h2>
        <p>
          Give the pole number (on a tag on the pole) or the nearest address to customer service at{' '}
          <a href="tel:+16716475787">(671) 647-5787</a>.
        </p>
        <p>
          See <Link to="/contact-us">Contact Us</Link> for our other offices.
        </p>
      </>
    ),
  },
  '/corporate/leac-costs': {
    intro: 'What the Levelized Energy Adjustment Clause is and why it changes.',
    body: (
      <>
        <p>
          Your bill has two main parts: the base rate, which pays for running the Authority and was last
          raised in 2013, and the Levelized Energy Adjustment Clause (LEAC), which passes the cost of fuel
          through to customers without profit.
        </p>
        <h2>How the LEAC is set</h2>
        <p>
          The LEAC is reviewed every six months by the Public Utilities Commission, based on fuel prices and
          expected use. Our target is a LEAC of 13-14 cents per kWh; world oil prices move it up or down.
        </p>
        <h2>Lowering fuel costs</h2>
        <p>
          More renewable energy and more efficient plants lower the fuel we buy. See the current factors on
          the <Link to="/leac">LEAC</Link> page and our plant performance on{' '}
          <Link to="/corporate/operations">Power to Save</Link>.
        </p>
      </>
    ),
  },
};
