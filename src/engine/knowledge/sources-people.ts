/**
 * The publications behind the consumer groups and public buyers of buyer-units-people.ts (issue
 * 23): each read on the page at its address (an official release, or a report quoting it where
 * the office's own page was not at hand, which the title says). Joined into SOURCES.
 */
import type { Source } from "./schema";

export const PEOPLE_SOURCES = [
  {
    id: "aarp-nac-caregiving-in-the-us-2025",
    publisher: "AARP and the National Alliance for Caregiving",
    title: "Caregiving in the U.S. 2025 (press release, 24 July 2025)",
    year: 2025,
    url: "https://press.aarp.org/2025-07-24-New-Report-Reveals-Crisis-Point-for-Americas-63-million-Family-Caregivers",
  },
  {
    id: "ons-census-2021-unpaid-care",
    publisher: "Office for National Statistics",
    title:
      "Unpaid care, England and Wales: Census 2021 (main findings as quoted by the Centre for Care)",
    year: 2023,
    url: "https://centreforcare.ac.uk/updates/2023/01/census-2021",
  },
  {
    id: "abs-disability-ageing-carers-2022",
    publisher: "Australian Bureau of Statistics",
    title: "Disability, Ageing and Carers, Australia: Summary of Findings, 2022",
    year: 2024,
    url: "https://abs.gov.au/Ausstats/abs@.nsf/Latestproducts/4430.0History%20of%20Changes02018?issue=2018&prodno=4430.0&tabname=Summary",
  },
  {
    id: "iie-open-doors-2024",
    publisher: "Institute of International Education and US Department of State",
    title: "Open Doors 2024 Report on International Educational Exchange (as reported)",
    year: 2024,
    url: "https://www.universityworldnews.com/post.php?story=20241118123711870",
  },
  {
    id: "hesa-student-statistics-2022-23",
    publisher: "Higher Education Statistics Agency (HESA)",
    title: "Higher Education Student Statistics: UK, 2022/23 (international students, as reported)",
    year: 2024,
    url: "https://helpmesettle.co.uk/blog/UK-international-student-numbers-hit-record-levels",
  },
  {
    id: "ircc-study-permit-holders-2023",
    publisher: "Immigration, Refugees and Citizenship Canada",
    title: "Study permit holders at 31 December 2023 (as reported by CIC News)",
    year: 2024,
    url: "https://www.cicnews.com/2024/01/more-than-one-million-people-have-a-valid-canadian-study-permit-0142522.html",
  },
  {
    id: "nuffic-incoming-degree-mobility-2024",
    publisher: "Nuffic",
    title:
      "Incoming degree student mobility in Dutch higher education 2023-24 (as summarised by ACA)",
    year: 2024,
    url: "https://aca-secretariat.be/newsletter/international-degree-students-in-the-netherlands/?titleId=1&articleId=12&edition=2024&current=0",
  },
  {
    id: "daad-dzhw-wissenschaft-weltoffen-2024",
    publisher: "DAAD and DZHW",
    title: "Wissenschaft weltoffen: internationale Studierende (Bildungsausländer) 2023",
    year: 2024,
    url: "https://hsi-monitor.de/?p=7295",
  },
  {
    id: "ndia-ndis-quarterly-report-2023-q4",
    publisher: "National Disability Insurance Agency",
    title:
      "Media release: NDIS supporting more than 610,000 Australians (Quarterly Report, June 2023)",
    year: 2023,
    url: "https://www.ndis.gov.au/news/9493-media-release-agency-ndis-supporting-more-600000-australians-and-their-families",
  },
  {
    id: "niti-aayog-gig-platform-economy-2022",
    publisher: "NITI Aayog",
    title: "India's Booming Gig and Platform Economy (June 2022)",
    year: 2022,
    url: "https://www.businesstoday.in/latest/economy/story/gig-workforce-expected-to-expand-to-2-35-cr-by-2029-30-niti-aayog-report-339332-2022-06-27",
  },
  {
    id: "dwp-benefits-statistics-2023-02",
    publisher: "Department for Work and Pensions",
    title: "DWP benefits statistics: February 2023",
    year: 2023,
    url: "https://www.gov.uk/government/statistics/dwp-benefits-statistics-february-2023/dwp-benefits-statistics-february-2023",
  },
  {
    id: "census-of-governments-2012",
    publisher: "US Census Bureau",
    title: "2012 Census of Governments: counts of local governments (as reported)",
    year: 2012,
    url: "https://www.colodnyfass.com/blog/u-s-census-bureau-2012-census-of-governments-report-available-now/",
  },
  {
    id: "istat-comuni-2024",
    publisher: "ISTAT (as reported by ANSA)",
    title: "Numero dei Comuni in Italia dal 22 gennaio 2024",
    year: 2024,
    url: "https://ansa.it/amp/veneto/notizie/2024/01/17/diminuiscono-i-comuni-in-italia-70-ha-meno-di-5.000-abitanti_b2a2809d-38e5-407b-86a3-f9f31db94df8.html",
  },
  {
    id: "cbs-gemeenten-2023",
    publisher: "Centraal Bureau voor de Statistiek (as reported)",
    title: "Aantal gemeenten daalt tot 342 op 1 januari 2023",
    year: 2022,
    url: "https://www.blikopnieuws.nl/nieuws/296914/aantal-gemeenten-daalt-tot-342-op-1-januari-2023.html",
  },
  {
    id: "ons-first-time-buyer-mortgages-2023",
    publisher: "Office for National Statistics (from Financial Conduct Authority data)",
    title: "First-time buyer mortgage sales fell across London in decade to 2023",
    year: 2025,
    url: "https://ons.gov.uk/peoplepopulationandcommunity/housing/articles/firsttimebuyermortgagesalesfellacrosslondonindecadeto2023/2025-03-06",
  },
  {
    id: "cdc-national-diabetes-statistics-2020",
    publisher: "Centers for Disease Control and Prevention",
    title: "National Diabetes Statistics Report 2020 (as quoted)",
    year: 2020,
    url: "https://morganton.com/news/local/clinics-recognized-for-diabetes-education-efforts/article_f9ce8848-e8b8-11eb-8294-3b4dc064e6d5.html",
  },
  {
    id: "diabetes-uk-prevalence-2023",
    publisher: "Diabetes UK",
    title:
      "Number of people living with diabetes in the UK tops five million (April 2023, as reported)",
    year: 2023,
    url: "https://www.mddus.com/resources/resource-library/news-digest/2023/april/diabetes-cases-reach-five-million",
  },
  {
    id: "icmr-indiab-2023",
    publisher:
      "Indian Council of Medical Research (ICMR-INDIAB, The Lancet Diabetes & Endocrinology)",
    title: "101 million people have diabetes in India (June 2023, as reported)",
    year: 2023,
    url: "https://www.moneycontrol.com/news/videos/trends/health/101-million-people-have-diabetes-in-india-136-million-pre-diabetic-icmr-data-shows-10784441.html",
  },
  {
    id: "bjs-csllea-2018",
    publisher: "Bureau of Justice Statistics",
    title: "Census of State and Local Law Enforcement Agencies, 2018 – Statistical Tables",
    year: 2022,
    url: "https://ojp.gov/library/publications/census-state-and-local-law-enforcement-agencies-2018-statistical-tables",
  },
  {
    id: "drees-proches-aidants-2021",
    publisher: "DREES",
    title:
      "Études et résultats n° 1255: 9,3 millions de personnes déclarent apporter une aide régulière à un proche (2023, as summarised)",
    year: 2023,
    url: "https://comiteconsultatifhr.fr/93-millions-de-personnes-declarent-apporter-une-aide-reguliere-a-un-proche-en-situation-de-handicap-ou-de-perte-dautonomie-en-2021-2",
  },
  {
    id: "cso-census-2022-carers",
    publisher: "Central Statistics Office (Ireland)",
    title: "Census of Population 2022 Profile 4: Disability, Health and Carers",
    year: 2023,
    url: "https://cso.ie/en/releasesandpublications/ep/p-cpp4/censusofpopulation2022profile4-disabilityhealthandcarers/carers",
  },
  {
    id: "campus-france-chiffres-cles-2024",
    publisher: "Campus France",
    title: "Chiffres clés de la mobilité étudiante 2024 (as reported)",
    year: 2024,
    url: "https://francaisaletranger.fr/2024/04/30/le-nombre-detudiants-internationaux-accueillis-en-france-a-augmente-de-17-en-cinq-ans",
  },
  {
    id: "hea-international-students-2022-23",
    publisher: "Higher Education Authority (Ireland)",
    title:
      "Higher education enrolments 2022/23: international students (as reported by ICEF Monitor)",
    year: 2023,
    url: "https://monitor.icef.com/2023/10/foreign-enrolment-in-irish-he-reaches-a-new-high",
  },
] as const satisfies readonly Source[];
