/**
 * For each of the eighteen business models, four angles (a title and a one-sentence pitch built
 * from the founder's topic and craft) and the first concrete build step. Regenerate walks through
 * the angles, so each must read as a different business, not a rewording.
 */
import { capitalise } from "../../engine/text";
import type { BusinessModel } from "../../shared/options";

import type { Topic } from "./profile.server";

export interface AngleContext {
  topic: Topic;
  /** The founder's skill phrase the idea sells ("python"), or the topic when none is quotable. */
  craft: string;
}

export interface Angle {
  /** Who the idea sells to: consumers (`people`) or businesses (`trade`). */
  audience: "people" | "trade";
  title: (context: AngleContext) => string;
  pitch: (context: AngleContext) => string;
  /** Sells physical goods: only for topics with products to sell (not "personal finance"). */
  needsGoods: boolean;
  /**
   * Fits a work topic ("ICU nursing", "payroll"), whose `people` and `trade` are buyers at work:
   * false for hobby and household angles (home studios, memberships, meetups) and for trade angles
   * that treat the buyer as a shop with walk-in customers (review requests, online booking).
   */
  forWork: boolean;
}

export interface Playbook {
  angles: readonly [Angle, Angle, Angle, Angle];
  /** The first thing to build or test, specific to the model. */
  firstBuild: (context: AngleContext) => string;
}

const angle =
  (audience: Angle["audience"], needsGoods: boolean, forWork: boolean) =>
  (title: Angle["title"], pitch: Angle["pitch"]): Angle => ({
    audience,
    title,
    pitch,
    needsGoods,
    forWork,
  });
/** Consumer angles: hobbies and households only. */
const people = angle("people", false, false);
/** Angles for individual buyers that also read right for a professional at work. */
const professional = angle("people", false, true);
const trade = angle("trade", false, true);
/** Trade angles for businesses with walk-in or booked customers (salons, cafés), not work teams. */
const shopTrade = angle("trade", false, false);
const peopleGoods = angle("people", true, false);
const tradeGoods = angle("trade", true, false);

/** "hotel compliance training", not "hotel compliance training training". */
function trainingIn(adjunct: string): string {
  return /\btraining$/iu.test(adjunct) ? adjunct : `${adjunct} training`;
}

/**
 * An angle with one wording for hobby and household topics and another for work topics (whose
 * `people` are buyers with a role and `trade` their teams or firms).
 */
const dual =
  (audience: Angle["audience"]) =>
  (
    work: readonly [Angle["title"], Angle["pitch"]],
    hobby: readonly [Angle["title"], Angle["pitch"]],
  ): Angle => ({
    audience,
    title: (context) => (context.topic.work ? work[0] : hobby[0])(context),
    pitch: (context) => (context.topic.work ? work[1] : hobby[1])(context),
    needsGoods: false,
    forWork: true,
  });
const dualPeople = dual("people");
const dualTrade = dual("trade");

/** A playbook's angle numbers: all four, those that sell no goods, and those for work topics. */
interface AngleIndexes {
  all: readonly number[];
  withoutGoods: readonly number[];
  forWork: readonly number[];
}

function angleIndexesOf(playbook: Playbook): AngleIndexes {
  const all = playbook.angles.map((_angle, index) => index);
  return {
    all,
    withoutGoods: all.filter((index) => !playbook.angles[index]?.needsGoods),
    forWork: all.filter((index) => playbook.angles[index]?.forWork === true),
  };
}

/** The angles of a model that suit a topic (shared, do not mutate). */
export function anglesFor(playbook: Playbook, topic: Topic): readonly number[] {
  const indexes = ANGLE_INDEXES.get(playbook) ?? angleIndexesOf(playbook);
  if (topic.work) return indexes.forWork;
  return topic.hasGoods ? indexes.all : indexes.withoutGoods;
}

/** Every angle of a playbook, in order (shared, do not mutate). */
export function allAngles(playbook: Playbook): readonly number[] {
  return (ANGLE_INDEXES.get(playbook) ?? angleIndexesOf(playbook)).all;
}

/** "dog walking, sitting and grooming for dog owners"; "newcomers" avoids "3D printing … 3D printing". */
function serviceFor({ topic }: AngleContext): string {
  const has = (text: string) => ` ${text} `.includes(` ${topic.adjunct} `);
  const repeats = topic.generic && has(topic.people) && has(topic.service);
  return `${topic.service} for ${repeats ? "newcomers and regulars" : topic.people}`;
}

export const PLAYBOOKS: Readonly<Record<BusinessModel, Playbook>> = {
  SaaS: {
    angles: [
      trade(
        ({ topic }) =>
          topic.work
            ? `Reporting and workflow software for ${topic.trade}`
            : `Booking and client-records software for ${topic.trade}`,
        ({ topic }) =>
          topic.work
            ? `A web app that replaces the spreadsheets and email chains ${topic.trade} run on, ` +
              `with reports they can take to their managers, sold as a monthly subscription.`
            : `A web app that takes bookings, keeps client records and sends reminders for ` +
              `${topic.trade}, sold as a monthly subscription.`,
      ),
      tradeGoods(
        ({ topic }) => `Inventory and ordering tool for ${topic.trade}`,
        ({ topic }) =>
          `Software that tracks stock and reorders supplies for ${topic.trade}, replacing ` +
          `spreadsheets and supplier emails.`,
      ),
      trade(
        ({ topic }) =>
          topic.work
            ? `Audit-ready tracking and alerts for ${topic.trade}`
            : `Review-request and rebooking automation for ${topic.trade}`,
        ({ topic }) =>
          topic.work
            ? `A tool that logs the checks and incidents ${topic.trade} track by hand today and ` +
              `flags what is overdue before an audit, priced per site.`
            : `A tool that follows up with the customers of ${topic.trade}: review requests, ` +
              `rebooking nudges and seasonal offers, priced per location.`,
      ),
      shopTrade(
        ({ topic }) => `Quoting and invoicing software for ${topic.trade}`,
        ({ topic }) =>
          `Software that turns each job into a quote, an invoice and a payment link, built ` +
          `around how ${topic.trade} price their work.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Mock up the core screens and walk ${topic.work ? topic.people : `the owners of ${topic.trade}`} through them before ` +
      `writing code; ask for a paid pilot.`,
  },
  "E-commerce": {
    angles: [
      peopleGoods(
        ({ topic }) => `Online store of curated ${topic.goods} gear for ${topic.people}`,
        ({ topic }) =>
          `An online shop that picks the best ${topic.goods} products from small makers for ` +
          `${topic.people} and explains why each one made the cut.`,
      ),
      peopleGoods(
        ({ topic }) => `Print-on-demand ${topic.goods} designs for ${topic.people}`,
        ({ topic }) =>
          `Original ${topic.goods} designs on shirts, mugs and prints, produced only when ` +
          `ordered, so there is no stock to fund.`,
      ),
      peopleGoods(
        ({ topic }) => `Starter kits for new ${topic.people}`,
        ({ topic }) =>
          `Bundled kits with everything a beginner needs for ${topic.phrase}, sold online with ` +
          `how-to guides that cut returns.`,
      ),
      peopleGoods(
        ({ topic }) => `${capitalise(topic.goods)} gift boxes sold online`,
        ({ topic }) =>
          `Ready-made gift boxes for the ${topic.people} in someone's life, sold online ahead ` +
          `of holidays and birthdays.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Order samples of your first ${topic.goods} products from several suppliers, ` +
      `photograph them and put up a pre-order page before buying stock.`,
  },
  Marketplace: {
    angles: [
      people(
        ({ topic }) => `Marketplace matching ${topic.people} with vetted ${topic.trade}`,
        ({ topic }) =>
          `A two-sided platform where ${topic.people} find, book and review ${topic.trade}, ` +
          `earning a commission on each booking.`,
      ),
      peopleGoods(
        ({ topic }) => `Rental marketplace for ${topic.goods} equipment`,
        ({ topic }) =>
          `Owners of ${topic.goods} equipment rent it to ${topic.people} nearby; the ` +
          `platform holds deposits and handles damage claims.`,
      ),
      peopleGoods(
        ({ topic }) => `Resale marketplace for second-hand ${topic.goods} gear`,
        ({ topic }) =>
          `A curated place to buy and sell used ${topic.goods} gear with condition checks, ` +
          `so ${topic.people} pay less and sellers reach buyers who care.`,
      ),
      people(
        ({ topic }) => `Marketplace for ${topic.adjunct} classes and workshops`,
        ({ topic }) =>
          `Independent instructors list ${topic.adjunct} classes; ${topic.people} compare, ` +
          `book and pay in one place.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Hand-recruit the first sellers yourself and match early orders from ${topic.people} ` +
      `by hand before building any matching software.`,
  },
  Subscription: {
    angles: [
      peopleGoods(
        ({ topic }) => `Monthly ${topic.goods} subscription box for ${topic.people}`,
        ({ topic }) =>
          `A box of hand-picked ${topic.goods} products each month for ${topic.people}, ` +
          `curated around a theme and billed automatically.`,
      ),
      dualPeople(
        [
          ({ topic }) => `Paid ${topic.adjunct} peer-learning cohort`,
          ({ topic }) =>
            `A paid cohort for ${topic.people} with a monthly case review, a template library ` +
            `and a private forum, often expensed by their employer.`,
        ],
        [
          ({ topic }) => `Paid ${topic.adjunct} membership with monthly live sessions`,
          ({ topic }) =>
            `A membership for ${topic.people} with a live session each month, a resource ` +
            `library and a members-only community.`,
        ],
      ),
      peopleGoods(
        ({ topic }) => `Replenishment subscription for ${topic.people}`,
        ({ topic }) =>
          `The consumables ${topic.people} run out of, delivered on a schedule they set, so ` +
          `they never reorder by hand.`,
      ),
      professional(
        ({ topic }) => `Premium ${topic.adjunct} newsletter and community`,
        ({ topic }) =>
          `A paid newsletter with practical ${topic.adjunct} advice for ${topic.people}, plus ` +
          `a private community for questions.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Sell the first month as a pre-order to ${topic.people} and fulfil it by hand before ` +
      `automating billing.`,
  },
  Freemium: {
    angles: [
      dualPeople(
        [
          ({ topic }) => `Free ${topic.adjunct} planner with a paid team plan`,
          ({ topic }) =>
            `A free planner ${topic.people} use on their own; their teams pay for shared ` +
            `boards, history and reports.`,
        ],
        [
          ({ topic }) => `Free ${topic.adjunct} planner app with a paid pro tier`,
          ({ topic }) =>
            `A free planner that helps ${topic.people} organise everything around ` +
            `${topic.phrase}; power users pay for sync, history and sharing.`,
        ],
      ),
      people(
        ({ topic }) => `Free ${topic.adjunct} community platform with paid extras`,
        ({ topic }) =>
          `A free place for ${topic.people} to share tips and ask questions, funded by paid ` +
          `profiles, events and perks.`,
      ),
      professional(
        ({ topic }) => `Free ${topic.adjunct} calculators and templates with a premium plan`,
        ({ topic }) =>
          `Free tools for common ${topic.adjunct} questions that rank in search and convert ` +
          `${topic.people} to a premium plan with saved projects.`,
      ),
      people(
        ({ topic }) => `Free ${topic.adjunct} tracker with a paid family plan`,
        ({ topic }) =>
          `A tracker ${topic.people} use free on their own and pay for once they share it ` +
          `with family or a coach.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Ship the free tier with one core feature for ${topic.people} and watch which users ` +
      `hit its limits before designing the paid plan.`,
  },
  "B2B Services": {
    angles: [
      trade(
        ({ topic, craft }) => `${capitalise(craft)} services for ${topic.trade}`,
        ({ topic, craft }) =>
          `Hands-on ${craft} work for ${topic.trade}, sold as fixed-price projects with a ` +
          `clear scope.`,
      ),
      trade(
        ({ topic }) =>
          topic.work
            ? `Done-for-you training materials for ${topic.trade}`
            : `Done-for-you marketing for ${topic.trade}`,
        ({ topic }) =>
          topic.work
            ? `Onboarding guides, checklists and short refresher courses written and kept ` +
              `current for ${topic.trade}, for a monthly fee.`
            : `Content, ads and review management handled every month for ${topic.trade} that ` +
              `know their craft but not marketing.`,
      ),
      trade(
        ({ topic }) =>
          topic.work
            ? `Outsourced reporting and admin for ${topic.trade}`
            : `Outsourced admin and bookkeeping for ${topic.trade}`,
        ({ topic }) =>
          topic.work
            ? `Weekly reports, rosters and paperwork taken off the hands of ${topic.trade} for ` +
              `a monthly fee.`
            : `Invoicing, scheduling and bookkeeping taken off the hands of ${topic.trade} for ` +
              `a monthly fee.`,
      ),
      shopTrade(
        ({ topic }) => `Website and online-booking setup for ${topic.trade}`,
        ({ topic }) =>
          `A fast, fixed-price website with online booking for ${topic.trade}, followed by a ` +
          `monthly care plan.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Package one fixed-price service for ${topic.trade}, with scope, price and turnaround ` +
      `on a single page, and pitch it to past colleagues and contacts.`,
  },
  "Mobile App": {
    angles: [
      people(
        ({ topic }) => `${capitalise(topic.adjunct)} companion app for ${topic.people}`,
        ({ topic }) =>
          `A phone app that keeps everything about ${topic.phrase} in one place for ` +
          `${topic.people}: reminders, notes and tips.`,
      ),
      dualTrade(
        [
          ({ topic }) => `Checklist and sign-off app for ${topic.trade}`,
          ({ topic }) =>
            `A phone app where ${topic.trade} run their recurring ${topic.adjunct} checklists, ` +
            `sign off each step and see what is overdue, priced per seat.`,
        ],
        [
          ({ topic }) => `Progress-tracking app for ${topic.people}`,
          ({ topic }) =>
            `An app that turns ${topic.phrase} goals into small daily steps and shows ` +
            `${topic.people} their progress.`,
        ],
      ),
      people(
        ({ topic }) => `Local ${topic.adjunct} meetup app`,
        ({ topic }) =>
          `An app that helps ${topic.people} find each other nearby and join small ` +
          `${topic.adjunct} meetups.`,
      ),
      dualTrade(
        [
          ({ topic }) =>
            `${capitalise(trainingIn(topic.adjunct))} refresher app for ${topic.trade}`,
          ({ topic }) =>
            `Short ${topic.adjunct} refresher modules with competency sign-offs, sold to ` +
            `${topic.trade} per seat.`,
        ],
        [
          ({ topic }) => `Bite-sized ${topic.adjunct} lessons app`,
          ({ topic }) =>
            `Short daily lessons that take ${topic.people} from beginner to confident, with a ` +
            `subscription for the full course.`,
        ],
      ),
    ],
    firstBuild: ({ topic }) =>
      `Prototype the main screen in a no-code tool and test it with ${topic.people} before ` +
      `any native development.`,
  },
  Hardware: {
    angles: [
      peopleGoods(
        ({ topic }) => `Smart ${topic.goods} gadget for ${topic.people}`,
        ({ topic }) =>
          `A connected device that solves one everyday ${topic.goods} problem for ` +
          `${topic.people}, sold with a companion app.`,
      ),
      shopTrade(
        ({ topic }) => `Plug-in sensor kit for ${topic.trade}`,
        ({ topic }) =>
          `Sensors that monitor what ${topic.trade} check by hand today, with alerts on a ` +
          `phone.`,
      ),
      peopleGoods(
        ({ topic }) => `Purpose-built ${topic.goods} tool sold direct`,
        ({ topic }) =>
          `A better-designed physical tool for ${topic.people}, launched through ` +
          `crowdfunding and sold direct.`,
      ),
      peopleGoods(
        ({ topic }) => `Retrofit kit that upgrades existing ${topic.goods} gear`,
        ({ topic }) =>
          `An add-on that brings tracking or automation to the ${topic.goods} gear ` +
          `${topic.people} already own.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Build a rough prototype from off-the-shelf parts, test it with ${topic.people} and get ` +
      `a certification quote before any tooling.`,
  },
  Consulting: {
    angles: [
      trade(
        ({ topic, craft }) => `${capitalise(craft)} consulting for ${topic.trade}`,
        ({ topic, craft }) =>
          `Advice and hands-on projects that apply your ${craft} know-how to the problems of ` +
          `${topic.trade}, billed by the project.`,
      ),
      trade(
        ({ topic }) =>
          topic.work
            ? `Process-improvement consulting for ${topic.trade}`
            : `Growth consulting for ${topic.trade}`,
        ({ topic }) =>
          topic.work
            ? `Short engagements that find and fix where ${topic.trade} lose time and money, ` +
              `priced per engagement.`
            : `Short engagements that find and fix where ${topic.trade} lose customers, priced ` +
              `per engagement.`,
      ),
      shopTrade(
        ({ topic }) => `Launch advisory for new ${topic.trade}`,
        ({ topic }) =>
          `A guided programme that helps people opening ${topic.trade} avoid costly early ` +
          `mistakes, from setup to first customers.`,
      ),
      trade(
        ({ topic, craft }) => `Fractional ${craft} lead for ${topic.trade}`,
        ({ topic, craft }) =>
          `Part-time ${craft} leadership for ${topic.trade} too small to hire for it ` +
          `full-time, on a monthly retainer.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Write a one-page offer for ${topic.trade} with a fixed scope and price, and send it to ` +
      `${topic.work ? `the ${topic.people} in your network.` : "the people in your network who run one."}`,
  },
  Franchise: {
    angles: [
      people(
        ({ topic }) => `${capitalise(topic.adjunct)} services franchise unit`,
        ({ topic }) =>
          `A unit of an established ${topic.adjunct} franchise serving ${topic.people}, run ` +
          `on the brand's playbook and suppliers.`,
      ),
      people(
        ({ topic }) => `${capitalise(topic.adjunct)} studio franchise`,
        ({ topic }) =>
          `A franchised studio where ${topic.people} come for classes or services, with the ` +
          `franchisor's site model and marketing.`,
      ),
      people(
        ({ topic }) => `Mobile ${topic.adjunct} franchise territory`,
        ({ topic }) =>
          `A van-based franchise territory serving ${topic.people} at their door, with lower ` +
          `fit-out costs than a shop.`,
      ),
      peopleGoods(
        ({ topic }) => `${capitalise(topic.adjunct)} retail franchise`,
        ({ topic }) =>
          `A franchised shop selling ${topic.goods} products to ${topic.people}, backed by ` +
          `the franchisor's buying power.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Shortlist franchisors in the ${topic.adjunct} space, read their Franchise Disclosure ` +
      `Documents and call existing franchisees before signing anything.`,
  },
  "Brick & Mortar Store": {
    angles: [
      peopleGoods(
        ({ topic }) => `${capitalise(topic.adjunct)} shop with a workshop space`,
        ({ topic }) =>
          `A local shop for ${topic.people} that sells ${topic.goods} products and rents its ` +
          `back room for classes and events.`,
      ),
      peopleGoods(
        ({ topic }) => `Neighbourhood ${topic.goods} supply store`,
        ({ topic }) =>
          `A well-stocked local store for ${topic.people} that beats online shops on advice ` +
          `and same-day availability.`,
      ),
      peopleGoods(
        ({ topic }) => `${capitalise(topic.adjunct)} café-and-shop hybrid`,
        ({ topic }) =>
          `A shop for ${topic.people} with a small café, so visits last longer and regulars ` +
          `come back every week.`,
      ),
      peopleGoods(
        ({ topic }) => `${capitalise(topic.goods)} repair and resale counter`,
        ({ topic }) =>
          `A storefront that repairs, refurbishes and resells ${topic.goods} gear for ` +
          `${topic.people}.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Test demand with a pop-up or market stall for ${topic.people} before signing a lease.`,
  },
  "Restaurant/Food Service": {
    angles: [
      peopleGoods(
        ({ topic }) => `${capitalise(topic.adjunct)}-themed café`,
        ({ topic }) =>
          `A café built around ${topic.phrase}, where ${topic.people} meet, eat and stay ` +
          `longer than at a chain.`,
      ),
      peopleGoods(
        ({ topic }) => `Food truck at ${topic.adjunct} events and meetups`,
        ({ topic }) =>
          `A food truck that follows the events ${topic.people} already go to, with a short ` +
          `menu cooked to order.`,
      ),
      peopleGoods(
        ({ topic }) => `Catering for ${topic.adjunct} clubs and events`,
        ({ topic }) =>
          `Catering sized for the clubs, classes and gatherings of ${topic.people}, booked ` +
          `ahead with set menus.`,
      ),
      peopleGoods(
        ({ topic }) => `Delivery-only kitchen with a ${topic.adjunct}-inspired menu`,
        ({ topic }) =>
          `A kitchen with a menu inspired by ${topic.phrase}, selling through delivery apps ` +
          `without a dining room.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Test the menu at markets or pop-ups where ${topic.people} gather, and cost every dish ` +
      `before committing to a kitchen.`,
  },
  "Local Services": {
    angles: [
      people(
        (context) => capitalise(serviceFor(context)),
        ({ topic }) =>
          `Local ${topic.service}, booked online, for ${topic.people} within a short drive.`,
      ),
      people(
        ({ topic }) => `Mobile ${topic.adjunct} service that comes to the door`,
        ({ topic }) =>
          `An equipped vehicle or kit that brings ${topic.adjunct} services to ` +
          `${topic.people} at home, saving them the trip.`,
      ),
      people(
        ({ topic }) => `Same-week ${topic.adjunct} help for busy households`,
        ({ topic }) =>
          `Fast, reliable ${topic.adjunct} help for households short on time, sold in ` +
          `bundles of visits.`,
      ),
      people(
        ({ topic }) => `Weekend ${topic.adjunct} pop-up service`,
        ({ topic }) =>
          `A pop-up at markets and events at weekends, offering ${topic.adjunct} services to ` +
          `${topic.people} on the spot.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Set up a Google Business Profile for the ${topic.adjunct} service and offer ` +
      `introductory bookings to neighbours and local groups.`,
  },
  Manufacturing: {
    angles: [
      tradeGoods(
        ({ topic }) => `Small-batch ${topic.goods} products for independent retailers`,
        ({ topic }) =>
          `Short production runs of ${topic.goods} products for independent retailers, with ` +
          `lower minimum orders than overseas factories.`,
      ),
      tradeGoods(
        ({ topic }) => `Contract production for ${topic.goods} brands`,
        ({ topic }) =>
          `Making products for ${topic.goods} brands that want a local manufacturer with ` +
          `fast turnaround.`,
      ),
      tradeGoods(
        ({ topic }) => `Private-label ${topic.goods} line for ${topic.trade}`,
        ({ topic }) =>
          `Own-label ${topic.goods} products manufactured for ${topic.trade} to sell under ` +
          `their name.`,
      ),
      tradeGoods(
        ({ topic }) => `Locally made ${topic.goods} components`,
        ({ topic }) =>
          `Parts and components for ${topic.goods} products, made locally for makers who ` +
          `need quality and speed.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Make a small pilot run with a contract shop and get written interest from retailers or ` +
      `${topic.goods} brands before buying equipment.`,
  },
  "Retail Products": {
    angles: [
      peopleGoods(
        ({ topic }) => `${capitalise(topic.goods)} product line for independent shops`,
        ({ topic }) =>
          `A small range of ${topic.goods} products for ${topic.people}, sold wholesale to ` +
          `independent shops and through Faire.`,
      ),
      peopleGoods(
        ({ topic }) => `Own-brand ${topic.goods} essentials for ${topic.people}`,
        ({ topic }) =>
          `The everyday ${topic.goods} items ${topic.people} buy again and again, under your ` +
          `own brand, online and in local shops.`,
      ),
      peopleGoods(
        ({ topic }) => `${capitalise(topic.goods)} gift sets for markets and shops`,
        ({ topic }) =>
          `Giftable ${topic.goods} sets sold at craft fairs first, then to gift shops once ` +
          `the bestsellers are clear.`,
      ),
      peopleGoods(
        ({ topic }) => `Eco-friendly ${topic.goods} accessories`,
        ({ topic }) =>
          `Accessories for ${topic.people} made from sustainable materials, sold on Amazon ` +
          `and your own store.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Make a first small batch, test packaging and prices with ${topic.people} at a market, ` +
      `then pitch independent shops.`,
  },
  "Professional Services": {
    angles: [
      trade(
        ({ topic, craft }) => `${capitalise(craft)} practice serving ${topic.trade}`,
        ({ topic, craft }) =>
          `A specialist ${craft} practice for ${topic.trade}, winning clients through ` +
          `referrals from neighbouring professionals.`,
      ),
      professional(
        ({ topic, craft }) => `Specialist ${craft} services for ${topic.people}`,
        ({ topic, craft }) =>
          `${capitalise(craft)} services tailored to ${topic.people}, sold as clear ` +
          `fixed-price packages.`,
      ),
      trade(
        ({ topic }) => `Compliance and paperwork help for ${topic.trade}`,
        ({ topic }) =>
          `Permits, licences, contracts and filings handled for ${topic.trade} on a monthly ` +
          `retainer.`,
      ),
      trade(
        ({ topic, craft }) => `Retainer-based ${craft} support for ${topic.trade}`,
        ({ topic, craft }) =>
          `Ongoing ${craft} support for ${topic.trade} on a monthly retainer, with a ` +
          `quarterly review.`,
      ),
    ],
    firstBuild: ({ craft }) =>
      `Confirm which licence or certification ${craft} work needs where you live, then draft ` +
      `a standard engagement letter.`,
  },
  "Home-Based Business": {
    angles: [
      peopleGoods(
        ({ topic }) => `Handmade ${topic.goods} goods sold on Etsy`,
        ({ topic }) =>
          `Handmade ${topic.goods} products made at home and sold on Etsy and Instagram to ` +
          `${topic.people}.`,
      ),
      people(
        ({ topic }) => `Home studio offering ${topic.adjunct} sessions`,
        ({ topic }) =>
          `Small-group or one-to-one ${topic.adjunct} sessions run from home for ` +
          `${topic.people} nearby.`,
      ),
      dualPeople(
        [
          ({ topic }) => `Online ${trainingIn(topic.adjunct)} for ${topic.people}`,
          ({ topic }) =>
            `Live online ${topic.adjunct} courses for ${topic.people}, taught from home and ` +
            `sold per seat or to their employers.`,
        ],
        [
          ({ topic }) => `Online ${topic.adjunct} workshops run from home`,
          ({ topic }) =>
            `Live online ${topic.adjunct} workshops for ${topic.people}, taught from a home ` +
            `setup with a small kit shipped ahead.`,
        ],
      ),
      peopleGoods(
        ({ topic }) => `Custom ${topic.goods} orders from a home workshop`,
        ({ topic }) =>
          `Made-to-order ${topic.goods} pieces for ${topic.people} who want something ` +
          `personal, produced at home.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Check your area's home-occupation rules, then list your first ${topic.goods} ` +
      `products or sessions on Etsy or Instagram.`,
  },
  "Event Services": {
    angles: [
      dualPeople(
        [
          ({ topic }) => `${capitalise(topic.adjunct)} talks and networking evenings`,
          ({ topic }) =>
            `Ticketed ${topic.adjunct} talks and networking evenings for ${topic.people}, ` +
            `with sponsor tables for the suppliers who sell to them.`,
        ],
        [
          ({ topic }) => `${capitalise(topic.adjunct)} events and meetups for ${topic.people}`,
          ({ topic }) =>
            `Ticketed ${topic.adjunct} events for ${topic.people}, from casual meetups to a ` +
            `seasonal flagship event.`,
        ],
      ),
      people(
        ({ topic }) => `${capitalise(topic.adjunct)}-themed party packages`,
        ({ topic }) =>
          `Themed parties and celebrations built around ${topic.phrase}, with setup, ` +
          `activities and clean-up included.`,
      ),
      dualTrade(
        [
          ({ topic }) => `In-house ${trainingIn(topic.adjunct)} days for ${topic.trade}`,
          ({ topic }) =>
            `On-site ${trainingIn(topic.adjunct)} days and workshops for ${topic.trade}, sold per ` +
            `session with materials included.`,
        ],
        [
          ({ topic }) => `Corporate ${topic.adjunct} workshops and team events`,
          ({ topic }) =>
            `Team events around ${topic.phrase} sold to employers who want something better ` +
            `than another dinner.`,
        ],
      ),
      peopleGoods(
        ({ topic }) => `${capitalise(topic.adjunct)} pop-up markets and fairs`,
        ({ topic }) =>
          `Curated ${topic.adjunct} markets where makers rent stalls and ${topic.people} come ` +
          `to buy, earning from stalls and tickets.`,
      ),
    ],
    firstBuild: ({ topic }) =>
      `Run one ${topic.adjunct.startsWith("small ") ? "" : "small "}${topic.adjunct.replace(/\s*\bevents?$/u, "")} event at cost to build a portfolio and collect ` +
      `testimonials from ${topic.people}.`,
  },
};

/** Each playbook's angle numbers, computed once at load. */
const ANGLE_INDEXES: ReadonlyMap<Playbook, AngleIndexes> = new Map(
  Object.values(PLAYBOOKS).map((playbook) => [playbook, angleIndexesOf(playbook)]),
);
