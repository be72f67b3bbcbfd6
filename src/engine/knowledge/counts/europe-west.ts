/**
 * Buyer units counted in the United Kingdom, Ireland, Germany, Austria, Switzerland, the Netherlands and Belgium
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import { count, estimate, fromSource, type Source } from "../schema";
import type { UnitCount } from "./types";

export const EUROPE_WEST_SOURCES = [
  // Austria
  {
    id: "statistik-austria-2023-private-households",
    publisher: "Statistics Austria",
    title: "Private households (Microcensus Labour Force Survey 2022, compiled 17 March 2023)",
    year: 2023,
    url: "https://www.statistik.at/en/statistics/population-and-society/population/families-households-living-arrangements/private-households",
  },
  {
    id: "statistik-austria-2022-hairdressers-lse",
    publisher: "Statistics Austria (Leistungs- und Strukturstatistik 2022), as reported by imSalon",
    title: "Friseurmarkt Österreich: Aktuelle Zahlen und Statistiken (10 April 2025)",
    year: 2025,
    url: "https://imsalon.at/branchen-news/branche-detailseite/friseurmarkt-oesterreich-aktuelle-zahlen-und-statistiken/",
  },
  {
    id: "wko-2021-gastronomy-businesses",
    publisher: "Austrian Economic Chamber (WKO), as reported by dieSubstanz.at",
    title: "Wirtshaussterben: Zahlen zum Tag (2021)",
    year: 2021,
    url: "https://diesubstanz.at/wirtschaft/wirtshaussterben",
  },
  {
    id: "apothekerkammer-2024-austria-pharmacies",
    publisher: "Austrian Chamber of Pharmacists, as reported by Kleine Zeitung",
    title: "Jedes Monat sperrt eine Apotheke neu auf (March 2024)",
    year: 2024,
    url: "https://www.kleinezeitung.at/wirtschaft/18240090/jedes-monat-sperrt-eine-apotheke-neu-auf",
  },
  {
    id: "rinderzucht-austria-2022-agrarstrukturerhebung-2020",
    publisher: "Rinderzucht Austria, reporting Statistics Austria's farm structure survey 2020",
    title:
      "Agrarstrukturerhebung 2020: Land- und Forstwirtschaftsbetriebe werden größer (4 August 2022)",
    year: 2022,
    url: "https://www.rinderzucht.at/nachricht/20220804-agrarstrukturerhebung-2020-land-und-forstwirtschaftsbetriebe-werden-groesser.html",
  },
  {
    id: "bka-2019-austria-childcare-statistics",
    publisher:
      "Austrian Federal Chancellery (Families), from Statistics Austria's Kindertagesheimstatistik",
    title: "Kinderbetreuung: Bundesstatistik, Berichtsjahr 2018/19",
    year: 2019,
    url: "https://www.frauen-familien-jugend.bka.gv.at/familie/kinderbetreuung/statistik.html",
  },
  {
    id: "gemeindebund-2022-austria-municipalities",
    publisher: "Austrian Association of Municipalities (Österreichischer Gemeindebund)",
    title: "Struktur der Gemeinden: Zahlen & Fakten (January 2022)",
    year: 2022,
    url: "https://gemeindebund.at/themen-zahlen-und-fakten-struktur-der-gemeinden/",
  },
  {
    id: "statistik-austria-2023-hotels-wibis",
    publisher: "Statistics Austria (accommodation census), as tabulated by WIBIS Steiermark",
    title: "Hotels nach Kategorie: Österreich, 9 Bundesländer, Zeitreihe 2002–2023",
    year: 2024,
    url: "https://dev.wibis-steiermark.at/wirtschaft/tourismus/hotels/wibis/hotelsnachkategorie/oesterreichbundeslaender/zeitreihe/",
  },
  {
    id: "statistik-austria-2024-accommodation-campsites",
    publisher: "Statistics Austria, as reported by trend.",
    title: "Mehr Übernachtungsmöglichkeiten für Österreich-Urlauber (January 2024)",
    year: 2024,
    url: "https://www.trend.at/news/mehr-ubernachtungsmoglichkeiten-fur-osterreich-urlauber",
  },
  // Switzerland
  {
    id: "bfs-2023-swiss-municipalities",
    publisher: "Swiss Federal Statistical Office (BFS)",
    title: "Historisierte Gemeindegrenzen seit 1850 (21 December 2023)",
    year: 2023,
    url: "https://www.bfs.admin.ch/news/de/2023-0711",
  },
  {
    id: "coiffuresuisse-2020-salons-srf",
    publisher: "CoiffureSuisse, as reported by SRF",
    title: "Lockdown trifft Selbständige: Coiffeur-Salons in existenziellen Nöten (March 2020)",
    year: 2020,
    url: "https://www.srf.ch/news/wirtschaft/lockdown-trifft-selbstaendige-coiffeur-salons-in-existenziellen-noeten",
  },
  {
    id: "blw-2024-agrarbericht-structures",
    publisher:
      "Swiss Federal Office for Agriculture (Agrarbericht 2024), from BFS farm structure data",
    title: "Agrarbericht 2024: Strukturen",
    year: 2024,
    url: "https://agrarbericht.ch/de/betrieb/strukturen",
  },
  {
    id: "bfs-2023-swiss-hotels-statista",
    publisher: "Swiss Federal Statistical Office (HESTA), as summarised by Statista",
    title: "Statistiken zum Hotelmarkt in der Schweiz",
    year: 2024,
    url: "https://de.statista.com/themen/4477/hotelmarkt-in-der-schweiz",
  },
  {
    id: "bfs-2019-swiss-accommodation-statista",
    publisher: "Swiss Federal Statistical Office, as summarised by Statista",
    title: "Statistiken zu Beherbergungen in der Schweiz",
    year: 2021,
    url: "https://de.statista.com/themen/2638/beherbergungsgewerbe-in-der-schweiz",
  },
  // Belgium
  {
    id: "statbel-2020-horeca-vat-ducarme",
    publisher:
      "Statbel (VAT-registered businesses, provisional 2019), in Minister Denis Ducarme's answer to a parliamentary question, as published by Benoît Friart",
    title: "Les chiffres du secteur Horeca",
    year: 2020,
    url: "https://www.benoitfriart.be/les-chiffres-du-secteur-horeca/",
  },
  {
    id: "unizo-2019-hairdressers-hln",
    publisher: "Unizo, as reported by Het Laatste Nieuws",
    title: "Op bijna elke straathoek een kapper (11 April 2019)",
    year: 2019,
    url: "https://www.hln.be/de-krant/op-bijna-elke-straathoek-een-kapper~a4f6ddd0/",
  },
  {
    id: "sirius-insight-2019-belgian-pharmacies",
    publisher: "Sirius Insight",
    title: "Paysage d'officines 2019 (livre blanc)",
    year: 2019,
    url: "https://siriusinsight.be/livre-blanc/paysage-dofficines-2019",
  },
  {
    id: "statbel-2022-farms-hln",
    publisher: "Statbel, as reported by Het Laatste Nieuws",
    title:
      "Belgische veetelers kweekten vorig jaar minder runderen, varkens en pluimvee (July 2022)",
    year: 2022,
    url: "https://www.hln.be/binnenland/belgische-veetelers-kweekten-vorig-jaar-minder-runderen-varkens-en-pluimvee~a24acd2e/",
  },
  {
    id: "onss-2023-annual-report-employers",
    publisher: "National Social Security Office (RSZ/ONSS)",
    title: "Jaarverslag 2023: Identificatie van werkgevers",
    year: 2024,
    url: "https://onssrapportannuel.be/2023/nl/kerntaken/identificatie-van-werkgevers/index.html",
  },
  // Ireland
  {
    id: "cso-2022-food-beverage-service",
    publisher: "Central Statistics Office (Ireland)",
    title: "Ireland's Retail Economy 2022: Food & Beverage Service Activities",
    year: 2022,
    url: "https://www.cso.ie/en/releasesandpublications/ep/p-ire/irelandsretaileconomy2022/foodbeverageserviceactivities/",
  },
  // Germany
  {
    id: "ba-2019-employer-establishments-petermann",
    publisher: "Federal Employment Agency (Bundesagentur für Arbeit), as tabulated by Petermann",
    title: "Betriebe und Beschäftigte 2018 (15 January 2019)",
    year: 2019,
    url: "https://www.petermann.de/25.html?tx_ttnews%5Btt_news%5D=562&tx_ttnews%5BbackPid%5D=2&cHash=15ce5633f8",
  },
  {
    id: "destatis-2023-private-households-statista",
    publisher: "Destatis (microcensus), as summarised by Statista",
    title: "Veränderung der Anzahl der Privathaushalte in Deutschland von 1992 bis 2023",
    year: 2024,
    url: "https://de.statista.com/statistik/daten/studie/1459805/umfrage/veraenderung-der-anzahl-der-privathaushalte-in-deutschland",
  },
  // Netherlands
  {
    id: "cbs-2023-businesses-size-81588ned",
    publisher: "Statistics Netherlands (CBS)",
    title: "StatLine 81588NED: Bedrijven; bedrijfsgrootte en rechtsvorm, 2nd quarter 2023",
    year: 2023,
    url: "https://www.cbs.nl/nl-nl/cijfers/detail/81588NED?q=importeur",
  },
  // United Kingdom
  {
    id: "uk-pet-food-2024-pet-population",
    publisher: "UK Pet Food (formerly the Pet Food Manufacturers' Association)",
    title: "Paw-some new pet population data released by UK Pet Food (21 March 2024)",
    year: 2024,
    url: "https://www.ukpetfood.org/resource/paw-some-new-pet-population-data-released-by-uk-pet-food.html",
  },
  {
    id: "ons-2023-families-households-2022",
    publisher: "Office for National Statistics (bulletin notice by GovDelivery)",
    title: "Families and households in the UK: 2022 (18 May 2023)",
    year: 2023,
    url: "https://content.govdelivery.com/accounts/UKONS/bulletins/35b354d",
  },
  {
    id: "mmo-2024-uk-sea-fisheries-2023-fleet",
    publisher: "Marine Management Organisation",
    title:
      "UK sea fisheries annual statistics report 2023, Section 1: Fleet (updated 17 December 2024)",
    year: 2024,
    url: "https://www.gov.uk/government/statistics/uk-sea-fisheries-annual-statistics-report-2023/606f00c6-a152-421d-8d65-c3b17fb758e7",
  },
  {
    id: "winegb-2024-wineries-harpers",
    publisher: "WineGB, as reported by Harpers Wine & Spirit",
    title: "UK vineyards surpass 1,000 as wine sales rise 10% (3 July 2024)",
    year: 2024,
    url: "https://harpers.co.uk/news/fullstory.php/aid/32987/UK_vineyards_surpass_1,000_as_wine_sales_rise_10_25.html",
  },
  {
    id: "surewise-2024-uk-self-storage",
    publisher: "Surewise, from self-storage industry figures",
    title:
      "A Nation of Hoarders? UK's Self-Storage Facilities Surpass Major High Street Retailers (2024)",
    year: 2024,
    url: "https://www.surewise.com/storage-insurance/articles/a-nation-of-hoarders-uks-self-storage-facilities-surpass-major-high-street-retailers/",
  },
  {
    id: "ziviz-2022-vereine-sachsen-anhalt",
    publisher: "ZiviZ im Stifterverband, as reported by Kommunales Sachsen-Anhalt",
    title: "Zahl der Vereine in Deutschland (Vereine in Deutschland im Jahr 2022)",
    year: 2022,
    url: "https://www.kommunales-sachsen-anhalt.de/Gemeinsame-Startseite/Aktuelle-Informationen-/index.php?NavID=39.19&object=tx|2348.5115.1&La=1",
  },
  {
    id: "vdzi-2022-dental-labs-rebmann",
    publisher: "VDZI (Verband Deutscher Zahntechniker-Innungen), as reported by Rebmann Research",
    title: "Dentallabor-Branche zeigt sich in 2021 deutlich erholt",
    year: 2022,
    url: "https://www.rebmann-research.de/dentallabor-branche-zeigt-sich-in-2021-deutlich-erholt",
  },
  {
    id: "cbr-2022-driving-schools-telegraaf",
    publisher:
      "CBR (Dutch driving test authority) and the Federatie Autorijschool Management, as reported by De Telegraaf",
    title:
      "Louche types en onervaren instructeurs: grote zorgen over kwaliteit rijscholen (May 2022)",
    year: 2022,
    url: "https://www.telegraaf.nl/nieuws/445344775/louche-types-en-onervaren-instructeurs-grote-zorgen-over-kwaliteit-rijscholen",
  },
  {
    id: "bovag-2018-tankstations-in-cijfers",
    publisher: "BOVAG (Tankstations in Cijfers 2018), as reported by Blik op nieuws",
    title:
      "Aantal onbemande tankstations overstijgt het aantal bemande tankstations (October 2018)",
    year: 2018,
    url: "https://www.blikopnieuws.nl/nieuws/268035/aantal-onbemande-tankstations-overstijgt-het-aantal-bemande-tankstations.html",
  },
  {
    id: "wko-2023-driving-schools-krone",
    publisher: "WKÖ Fachverband der Fahrschulen, as reported by Kronen Zeitung",
    title: "Fahrschulen: neue Ausbildung für Fahrlehrer (krone.at)",
    year: 2023,
    url: "https://www.krone.at/2995634",
  },
  {
    id: "wko-2024-fitness-eckdaten-austria",
    publisher: "WKO Fachverband Freizeit- und Sportbetriebe and DHfPG, as reported by bodymedia",
    title: "Die Situation der Österreichischen Fitnesswirtschaft: Eckdaten 2024",
    year: 2024,
    url: "https://www.bodymedia.de/news/die-oesterreichische-fitnesswirtschaft-eckdaten-2024",
  },
  {
    id: "tieraerztekammer-2023-austria-nachrichten",
    publisher: "Austrian Chamber of Veterinarians, as reported by OÖ Nachrichten",
    title: "Die Tiermedizin in Zahlen (March 2023)",
    year: 2023,
    url: "https://www.nachrichten.at/oberoesterreich/hoamatland/die-tiermedizin-in-zahlen;art160787,3796697",
  },
  {
    id: "swiss-active-2024-fitness-cash",
    publisher: "Swiss Active (Eckdaten der Schweizer Fitnesswirtschaft), as reported by cash.ch",
    title: "Schweizer Fitnessbranche ist in Top-Form (June 2024)",
    year: 2024,
    url: "https://www.cash.ch/news/schweizer-fitnessbranche-ist-in-top-form-720229",
  },
  {
    id: "bfs-2023-arztpraxen-mas",
    publisher:
      "Swiss Federal Statistical Office (BFS), structural data of doctors' practices (MAS)",
    title: "Arztpraxen: Arztpraxen und ambulante Zentren (2021)",
    year: 2023,
    url: "https://www.bfs.admin.ch/bfs/de/home/statistiken/gesundheit/gesundheitswesen/arztpraxen.html",
  },
  {
    id: "sodk-2024-kitas-swissinfo",
    publisher:
      "University of Bern for the SODK (cantonal social directors), as reported by Keystone-SDA/swissinfo",
    title: "In der Schweiz gibt es deutlich mehr Kitas als vor vier Jahren (November 2024)",
    year: 2024,
    url: "https://www.swissinfo.ch/ger/in-der-schweiz-gibt-es-deutlich-mehr-kitas-als-vor-vier-jahren/87903170",
  },
  {
    id: "statbel-2024-private-households",
    publisher: "Statbel (Statistics Belgium)",
    title: "There were 5,163,139 private households in Belgium on 1 January 2024",
    year: 2024,
    url: "https://statbel.fgov.be/en/themes/population/structure-population/households",
  },
  {
    id: "statbel-2024-bakeries-trends",
    publisher: "Statbel, as reported by Trends (Le Vif)",
    title: "Les boulangeries en chute libre (2024)",
    year: 2024,
    url: "https://trends.levif.be/entreprises/les-boulangeries-en-chute-libre",
  },
  {
    id: "cbs-2024-households-37975",
    publisher: "Statistics Netherlands (CBS)",
    title: "StatLine 37975: Particuliere huishoudens naar samenstelling en grootte, 1 januari",
    year: 2024,
    url: "https://www.cbs.nl/nl-nl/cijfers/detail/37975",
  },
  {
    id: "bfs-2023-swiss-households",
    publisher: "Swiss Federal Statistical Office (BFS)",
    title: "Haushalte (Stand Ende 2021)",
    year: 2023,
    url: "https://www.bfs.admin.ch/bfs/de/home/statistiken/bevoelkerung/stand-entwicklung/haushalte.html",
  },
  {
    id: "doh-igees-2025-general-practice-irish-times",
    publisher:
      "Department of Health (IGEES, Supply and demand of General Practice in Ireland), as reported by The Irish Times",
    title:
      "Q&A: How are GP shortages affecting the country - and where are they hardest to find? (30 June 2025)",
    year: 2025,
    url: "https://irishtimes-irishtimes-prod.web.arc-cdn.net/health/2025/06/30/qa-how-are-gp-shortages-affecting-the-country-and-where-are-they-hardest-to-find",
  },
  {
    id: "bfs-2018-swiss-education-institutions",
    publisher: "Swiss Federal Statistical Office (BFS), Statistik der Bildungsinstitutionen",
    title: "Bildungsinstitutionen 2016/17 (Stand März 2018)",
    year: 2018,
    url: "https://www.bfs.admin.ch/bfs/de/home/statistiken/bildung-wissenschaft/bildungsinstitutionen.html",
  },
  {
    id: "eurydice-2024-austria-educational-institutions",
    publisher: "European Commission, Eurydice (from Statistics Austria school statistics)",
    title: "Austria: Statistics on educational institutions (last update 17 May 2024)",
    year: 2024,
    url: "https://eurydice.eacea.ec.europa.eu/national-education-systems/austria/statistics-educational-institutions",
  },
  {
    id: "agvs-2024-garages-autoberufe",
    publisher: "Auto Gewerbe Verband Schweiz (AGVS), autoberufe.ch",
    title: "Daten und Fakten zum Schweizer Autogewerbe",
    year: 2024,
    url: "https://www.autoberufe.ch/de/node/23604",
  },
  {
    id: "kvk-2019-campsites-blikopnieuws",
    publisher: "Kamer van Koophandel (KVK), as reported by Blik op nieuws",
    title: "Steeds minder campings in Nederland (August 2019)",
    year: 2019,
    url: "https://www.blikopnieuws.nl/nieuws/275534/steeds-minder-campings-in-nederland.html",
  },
  {
    id: "lager-gut-2021-self-storage-germany",
    publisher: "Lager-Gut (self-storage operator guide), citing 2020 market figures",
    title: "Selfstorage in Deutschland und den USA: Unterschiede und Gemeinsamkeiten",
    year: 2021,
    url: "https://lager-gut.de/ratgeber/selfstorage-in-deutschland-und-den-usa-unterschiede-und-gemeinsamkeiten",
  },
  {
    id: "wko-2022-kfz-werkstaetten-branchenmonitor",
    publisher:
      "WKO Branchenmonitor (Austrian Economic Chambers sector monitor, from Statistics Austria structural business statistics)",
    title: "Kfz-Werkstätten (ÖNACE 45.2)",
    year: 2022,
    url: "https://branchenmonitor.demosystem.at/sektoren/kfz/kfz-werkstaetten?type=33",
  },
  {
    id: "linde-2021-praxishandbuch-immobilienmakler",
    publisher: "Linde Verlag (Praxishandbuch Immobilienmakler)",
    title: "Praxishandbuch Immobilienmakler, 2021",
    year: 2021,
    url: "https://linda.lindeverlag.at/Dokument/425437/?SprungMarke=yPage_145",
  },
  {
    id: "ucm-2022-traxio-garages-concessionnaires",
    publisher: "UCM Magazine (Union des Classes Moyennes), citing Traxio",
    title: "Traxio, organisation membre UCM",
    year: 2022,
    url: "https://www.ucmmagazine.be/actus/traxio-organisation-membre-ucm/",
  },
  {
    id: "levif-2022-581-communes",
    publisher: "Le Vif (Belgian news magazine)",
    title: "Le chiffre: 581 (June 2022)",
    year: 2022,
    url: "https://www.levif.be/magazine/le-chiffre-581/",
  },
  {
    id: "drcd-2018-ireland-public-libraries",
    publisher: "Department of Rural and Community Development (Ireland)",
    title: "Public Libraries",
    year: 2018,
    url: "https://drcd.gov.ie/community/public-libraries/",
  },
  {
    id: "publiclibrariesnews-2015-uk-library-authorities",
    publisher: "Public Libraries News (Ian Anstice)",
    title: "Flintshire to Oldham (library authorities list)",
    year: 2015,
    url: "https://www.publiclibrariesnews.com/about-public-libraries-news/information/flintshire-to-oldham",
  },
  {
    id: "barnsley-bka-2023-beebase-hive-count",
    publisher:
      "Barnsley Beekeepers Association, reporting the National Bee Unit's BeeBase hive count",
    title: "February 2023 – 2022 Hive Count",
    year: 2023,
    url: "https://barnsleybeekeepers.org.uk/february-2023-2022-hive-count/",
  },
  {
    id: "diepresse-2022-bienenvoelker-imker",
    publisher: "Die Presse (APA), reporting the Austrian agriculture ministry",
    title: "Zahl der Bienenvölker in Österreich erneut gestiegen (August 2022)",
    year: 2022,
    url: "https://www.diepresse.com/6173549/zahl-der-bienenvoelker-in-oesterreich-erneut-gestiegen",
  },
] as const satisfies readonly Source[];

export const EUROPE_WEST_COUNTS: readonly UnitCount[] = [
  // Austria
  {
    unit: "us-households",
    country: "at",
    figure: count(
      4_067_500,
      2022,
      fromSource(
        "statistik-austria-2023-private-households",
        "Private households 4 067 500, gone up 1.2 % compared to 2021",
      ),
    ),
  },
  {
    unit: "salons",
    country: "at",
    figure: count(
      8_788,
      2022,
      fromSource(
        "statistik-austria-2022-hairdressers-lse",
        "Anzahl der Unternehmen / Statistische Einheiten … INSGESAMT 8.788 (hairdressing businesses, all turnover classes; Quelle: Leistungs- und Strukturstatistik 2022, Statistik Austria)",
      ),
    ),
  },
  {
    unit: "restaurants",
    country: "at",
    figure: count(
      40_833,
      2020,
      fromSource(
        "wko-2021-gastronomy-businesses",
        "Von Ende 2014 bis Ende 2020 ist die Gesamtzahl der Gastronomiebetriebe demnach von 42.333 auf 40.833 gesunken (the total number of food-service businesses fell from 42,333 to 40,833, end of 2014 to end of 2020; WKO figures)",
      ),
    ),
  },
  {
    unit: "pubs-and-bars",
    country: "at",
    figure: count(
      2_740,
      2020,
      fromSource(
        "wko-2021-gastronomy-businesses",
        "Die Zahl der Bars ist seit Ende 2014 um ein Achtel auf 2740 gesunken (bars down by an eighth to 2,740 since end 2014; WKO). Inns (Gasthäuser, 5,709) and coffee houses (5,768) are counted separately, so this is the narrow bar count.",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "at",
    figure: count(
      1_427,
      2023,
      fromSource(
        "apothekerkammer-2024-austria-pharmacies",
        "1427 öffentliche Apotheken hat es in Österreich Ende 2023 gegeben (1,427 community pharmacies at the end of 2023)",
      ),
    ),
  },
  {
    unit: "dental-practices",
    country: "at",
    figure: count(
      3_800,
      2024,
      estimate(
        "Austrian Dental Chamber figures reported by Die Presse (12 February 2024, pressreader.com/austria/die-presse/20240212/281565180670038): 2,377 dentists with a health-insurance contract (Kassenvertrag) and 1,408 private dentists (Wahlärzte); 2,377 + 1,408 = 3,785 dentists in their own practice, about 3,800 practices taking one practice per practising owner (group practices make it a little fewer).",
      ),
    ),
  },
  {
    unit: "farms",
    country: "at",
    figure: count(
      110_781,
      2020,
      fromSource(
        "rinderzucht-austria-2022-agrarstrukturerhebung-2020",
        "Mit der Bewirtschaftung von landwirtschaftlichen Flächen und/oder mit der Nutztierhaltung beschäftigten sich im Erhebungsjahr 110.781 landwirtschaftliche Betriebe (110,781 agricultural holdings farming land or keeping livestock, of 154,593 agricultural and forestry holdings)",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "at",
    figure: count(
      9_342,
      2019,
      fromSource(
        "bka-2019-austria-childcare-statistics",
        "Im Berichtsjahr 2018/19 insgesamt 9.342 institutionelle Kinderbetreuungseinrichtungen; davon sind 4.565 Kindergärten, 2.185 Kinderkrippen, 1.005 Horte und 1.587 altersgemischte Betreuungseinrichtungen",
      ),
    ),
  },
  {
    unit: "municipalities",
    country: "at",
    figure: count(
      2_093,
      2022,
      fromSource(
        "gemeindebund-2022-austria-municipalities",
        "2.082 von 2.093 österreichischen Gemeinden sind Mitglieder des Österreichischen Gemeindebundes; mit 1. Jänner 2022 von 2.095 auf 2093 reduziert",
      ),
    ),
  },
  {
    unit: "hotels",
    country: "at",
    figure: count(
      11_115,
      2023,
      fromSource(
        "statistik-austria-2023-hotels-wibis",
        "Hotels nach Kategorie, Gesamt, Österreich 2023: 11.115 (hotels of all star categories)",
      ),
    ),
  },
  {
    unit: "campsites",
    country: "at",
    figure: count(
      698,
      2023,
      fromSource(
        "statistik-austria-2024-accommodation-campsites",
        "Zusätzlich gebe es mit 698 Campingplätzen so viele Campingmöglichkeiten wie nie zuvor (698 campsites in the tourism year 2022/23)",
      ),
    ),
  },
  // Switzerland
  {
    unit: "municipalities",
    country: "ch",
    figure: count(
      2_136,
      2023,
      fromSource(
        "bfs-2023-swiss-municipalities",
        "Heute zählt sie noch 2136 (Switzerland now has 2,136 municipalities, December 2023)",
      ),
    ),
  },
  {
    unit: "salons",
    country: "ch",
    figure: count(
      13_000,
      2020,
      fromSource(
        "coiffuresuisse-2020-salons-srf",
        "13'000 Salons gibt es in der Schweiz, die meisten sind Klein- und Kleinstbetriebe (13,000 hair salons in Switzerland, most of them small or micro businesses)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "ch",
    figure: count(
      47_719,
      2023,
      fromSource(
        "blw-2024-agrarbericht-structures",
        "Im Jahr 2023 wurden in der Schweiz 47 719 landwirtschaftliche Betriebe gezählt, das sind 625 Betriebe oder 1,3 Prozent weniger als im Vorjahr",
      ),
    ),
  },
  {
    unit: "hotels",
    country: "ch",
    figure: count(
      4_000,
      2023,
      fromSource(
        "bfs-2023-swiss-hotels-statista",
        "Im Jahr 2023 verfügte die Schweiz landesweit über rund 4.000 geöffnete Hotels und Kurbetriebe (about 4,000 open hotels and spa establishments in 2023)",
      ),
    ),
  },
  {
    unit: "campsites",
    country: "ch",
    figure: count(
      400,
      2019,
      fromSource(
        "bfs-2019-swiss-accommodation-statista",
        "gab es in der Schweiz im Jahr 2019 laut dem Bundesamt für Statistik 400 Campingplätze (400 campsites in 2019, per the BFS)",
      ),
    ),
  },
  {
    unit: "bed-and-breakfasts",
    country: "ch",
    figure: count(
      840,
      2017,
      fromSource(
        "bfs-2019-swiss-accommodation-statista",
        "sowie mehr als 840 Bed and Breakfast-Unterkünfte (Stand 2017) (more than 840 bed-and-breakfasts, 2017)",
      ),
    ),
  },
  // Belgium
  {
    unit: "restaurants",
    country: "be",
    figure: count(
      55_548,
      2019,
      fromSource(
        "statbel-2020-horeca-vat-ducarme",
        "nombre d'assujettis TVA en 2019 (provisoire) : Horeca 60.402 ; hébergement 4.854 ; restauration 55.548 (VAT-registered food and drink service businesses, restaurants, cafés and bars, 2019 provisional)",
      ),
    ),
  },
  {
    unit: "salons",
    country: "be",
    figure: count(
      19_428,
      2016,
      fromSource(
        "unizo-2019-hairdressers-hln",
        "Tussen 2008 en 2016 groeide het aantal kapsalons met 1.087 tot 19.428 (+6%), zo tonen cijfers van Unizo (hair salons grew to 19,428 in 2016)",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "be",
    figure: count(
      4_870,
      2019,
      fromSource(
        "sirius-insight-2019-belgian-pharmacies",
        "le nombre d'officines ouvertes au public a diminué de 1,5%, passant de 4.943 à 4.870 (pharmacies open to the public fell to 4,870; 220 more were temporarily closed)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "be",
    figure: count(
      36_012,
      2021,
      fromSource(
        "statbel-2022-farms-hln",
        "In 2021 waren er in België 36.012 landbouwbedrijven actief (36,012 active farms in 2021, Statbel)",
      ),
    ),
  },
  {
    unit: "employer-firms",
    country: "be",
    figure: count(
      257_224,
      2023,
      fromSource(
        "onss-2023-annual-report-employers",
        "Eind 2023 telde het Werkgeversrepertorium van de RSZ 257.224 actieve werkgevers (257,224 active employers registered with social security at the end of 2023, public employers included)",
      ),
    ),
  },
  // Ireland
  {
    unit: "restaurants",
    country: "ie",
    figure: count(
      15_370,
      2020,
      fromSource(
        "cso-2022-food-beverage-service",
        "Food & Beverage Service Activities (I56) had a total of 15,370 active enterprises in 2020 (restaurants 54.5%, beverage serving 39.3%, catering 6.3%)",
      ),
    ),
  },
  // Germany
  {
    unit: "employer-firms",
    country: "de",
    figure: count(
      2.18e6,
      2018,
      fromSource(
        "ba-2019-employer-establishments-petermann",
        "am 30.06. des letzten Jahres rund 2,2 Millionen Betriebe … Gesamt: 2.179.859 (2,179,859 establishments with employees subject to social insurance, 30 June 2018). Establishments, not firms: a firm with several sites counts more than once, so employer firms are somewhat fewer.",
      ),
    ),
  },
  {
    unit: "small-employer-firms",
    country: "de",
    figure: count(
      1.92e6,
      2018,
      fromSource(
        "ba-2019-employer-establishments-petermann",
        "Establishments by employees, 30 June 2018: 1 bis 5: 1.416.080; 6 bis 9: 270.997; 10 bis 19: 229.596; 1,416,080 + 270,997 + 229,596 = 1,916,673 establishments with 1–19 employees, about 1.92 million (establishments, not firms).",
      ),
    ),
  },
  {
    unit: "us-households",
    country: "de",
    figure: count(
      41.3e6,
      2023,
      fromSource(
        "destatis-2023-private-households-statista",
        "Im Jahr 2023 gab es in Deutschland rund 41,3 Millionen Privathaushalte (Hauptwohnsitzhaushalte) (about 41.3 million private households in 2023)",
      ),
    ),
  },
  {
    unit: "dog-households",
    country: "de",
    figure: count(
      8.7e6,
      2023,
      estimate(
        "IVH/ZZF pet survey 2023 (Skopos, 5,000 households; reported by stadtblatt-online.de, April 2024): dogs live in 21% of German households; Destatis' microcensus counts about 41.3 million private households in 2023 (Statista); 0.21 × 41.3M ≈ 8.7 million households with a dog.",
      ),
    ),
  },
  {
    unit: "cat-households",
    country: "de",
    figure: count(
      10.3e6,
      2023,
      estimate(
        "IVH/ZZF pet survey 2023 (Skopos, 5,000 households; reported by stadtblatt-online.de, April 2024): cats live in 25% of German households; Destatis' microcensus counts about 41.3 million private households in 2023 (Statista); 0.25 × 41.3M ≈ 10.3 million households with a cat.",
      ),
    ),
  },
  {
    unit: "pet-households",
    country: "de",
    figure: count(
      18.6e6,
      2023,
      estimate(
        "IVH/ZZF pet survey 2023 (Skopos, 5,000 households; reported by stadtblatt-online.de, April 2024): at least one pet in 45% of German households; Destatis' microcensus counts about 41.3 million private households in 2023 (Statista); 0.45 × 41.3M ≈ 18.6 million households with a pet.",
      ),
    ),
  },
  // Netherlands
  {
    unit: "employer-firms",
    country: "nl",
    figure: count(
      426_660,
      2023,
      fromSource(
        "cbs-2023-businesses-size-81588ned",
        "A-U Alle economische activiteiten, 2023 2e kwartaal: totaal bedrijven 2.202.600, bedrijfsgrootte 1 werkzaam persoon 1.775.940; 2,202,600 − 1,775,940 = 426,660 businesses with two or more working persons, the nearest published measure of businesses with employees (a two-owner firm without staff also counts).",
      ),
    ),
  },
  // United Kingdom
  {
    unit: "pet-households",
    country: "uk",
    figure: count(
      17.2e6,
      2024,
      fromSource(
        "uk-pet-food-2024-pet-population",
        "17.2 million households (60%) house one of the UK's 36 million (non aquatic) pets in 2024",
      ),
    ),
  },
  {
    unit: "us-households",
    country: "uk",
    figure: count(
      28.2e6,
      2022,
      fromSource(
        "ons-2023-families-households-2022",
        "There were an estimated 28.2 million households in the UK in 2022, an increase of 6.1% (1.6 million) since 2012",
      ),
    ),
  },
  {
    unit: "households-with-children",
    country: "uk",
    figure: count(
      8.2e6,
      2022,
      estimate(
        "ONS Families and households in the UK: 2022 (bulletin of 18 May 2023): 42% of the UK's 19.4 million families had one or more dependent children, 8.2 million families; a household rarely holds two such families, so about 8.2 million households with dependent children.",
      ),
    ),
  },
  {
    unit: "fishing-vessels",
    country: "uk",
    figure: count(
      5_418,
      2023,
      fromSource(
        "mmo-2024-uk-sea-fisheries-2023-fleet",
        "In 2023 there were 5,418 UK registered fishing vessels … Approximately 79% of the UK fleet is represented by vessels under 10 metres in length",
      ),
    ),
  },
  {
    unit: "wineries",
    country: "uk",
    figure: count(
      221,
      2023,
      fromSource(
        "winegb-2024-wineries-harpers",
        "The number of wineries has risen from 209 to 221, and the total area under vine now stands at 4,209 ha (1,030 vineyards, 2023)",
      ),
    ),
  },
  {
    unit: "self-storage-facilities",
    country: "uk",
    figure: count(
      2_706,
      2024,
      fromSource(
        "surewise-2024-uk-self-storage",
        "as of 2024, the industry has an estimated 2,706 locations across the country (self-storage sites; operators are fewer)",
      ),
    ),
  },
  {
    unit: "private-schools",
    country: "uk",
    figure: count(
      2_800,
      2024,
      estimate(
        "Independent Schools Council census 2024: 1,411 ISC member schools (independentschoolmanagement.co.uk, 20 May 2024); the ISC's Value of Independent Schools 2022 says around half of UK independent schools are ISC schools; 1,411 × 2 ≈ 2,800 independent schools.",
      ),
    ),
  },
  {
    unit: "nonprofits",
    country: "de",
    figure: count(
      615_759,
      2022,
      fromSource(
        "ziviz-2022-vereine-sachsen-anhalt",
        "Im April 2022 waren 615.759 Vereine im Vereinsregister eingetragen, 1.165 mehr als im Vorjahr (615,759 registered associations, e.V.; other nonprofit legal forms such as gGmbH and foundations not included)",
      ),
    ),
  },
  {
    unit: "dental-laboratories",
    country: "de",
    figure: count(
      7_782,
      2021,
      fromSource(
        "vdzi-2022-dental-labs-rebmann",
        "Im Fünf-Jahres-Zeitraum 2017 bis 2021 ist die Zahl der gewerblichen Dentallabore nach Angaben des Branchenverbandes VDZI um insgesamt 10,2% auf 7.782 zurückgegangen (commercial dental laboratories, 2021)",
      ),
    ),
  },
  {
    unit: "driving-schools",
    country: "nl",
    figure: count(
      9_120,
      2022,
      fromSource(
        "cbr-2022-driving-schools-telegraaf",
        "In een jaar tijd steeg het aantal bedrijfjes dat rijlessen aanbiedt met 166 tot 9120 (the number of businesses giving driving lessons rose by 166 to 9,120 in a year)",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "nl",
    figure: count(
      4_121,
      2018,
      fromSource(
        "bovag-2018-tankstations-in-cijfers",
        "Het totale aantal tankstations nam in die periode met 2,7 procent af tot 4.121 (4,121 fuel stations at the start of 2018, 2,098 of them unmanned)",
      ),
    ),
  },
  {
    unit: "physiotherapy-clinics",
    country: "nl",
    figure: count(
      11_700,
      2020,
      estimate(
        "Independer's analysis of its own and CBS data (November 2020, reported by Waldnet): a national average of 6.6 physiotherapy practices per 10,000 inhabitants; × 1,780 (17.8 million inhabitants, Eurostat 1 January 2023 ÷ 10,000) ≈ 11,700 practices.",
      ),
    ),
  },
  {
    unit: "driving-schools",
    country: "at",
    figure: count(
      440,
      2023,
      fromSource(
        "wko-2023-driving-schools-krone",
        "In den 440 Fahrschulen sind rund 2200 Fahrlehrer tätig (about 2,200 instructors work in the 440 driving schools; Joachim Steininger, WKÖ driving-school association)",
      ),
    ),
  },
  {
    unit: "fitness-centers",
    country: "at",
    figure: count(
      1_322,
      2023,
      fromSource(
        "wko-2024-fitness-eckdaten-austria",
        "Der Österreichische Fitnessmarkt umfasst zum Stichtag 31. Dezember 2023 insgesamt 1.322 Fitness- und Gesundheitsanlagen (857 single sites, 301 chain sites, 164 micro studios)",
      ),
    ),
  },
  {
    unit: "veterinary-practices",
    country: "at",
    figure: count(
      1_928,
      2023,
      fromSource(
        "tieraerztekammer-2023-austria-nachrichten",
        "Es gibt 1845 tierärztliche Ordinationen und 83 Tierkliniken (1,845 veterinary practices and 83 animal hospitals, 1 January 2023); 1,845 + 83 = 1,928",
      ),
    ),
  },
  {
    unit: "fitness-centers",
    country: "ch",
    figure: count(
      1_348,
      2023,
      fromSource(
        "swiss-active-2024-fitness-cash",
        "Vergangenes Jahr trainierten mehr als 1,3 Millionen Menschen in einem der total 1348 Fitness-Studios in der Schweiz (1,348 fitness studios in 2023)",
      ),
    ),
  },
  {
    unit: "physician-practices",
    country: "ch",
    figure: count(
      17_233,
      2021,
      fromSource(
        "bfs-2023-arztpraxen-mas",
        "Arztpraxen und ambulante Zentren (2021), Anzahl Unternehmen: 17 233 (doctors' practices and outpatient centres, enterprises)",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "ch",
    figure: count(
      3_845,
      2024,
      fromSource(
        "sodk-2024-kitas-swissinfo",
        "In der Schweiz ist die Zahl der Kindertagesstätten deutlich angestiegen: von 3169 im Jahr auf 3845 in diesem Jahr (day-care centres rose from 3,169 in 2020 to 3,845 in 2024)",
      ),
    ),
  },
  {
    unit: "us-households",
    country: "be",
    figure: count(
      5_163_139,
      2024,
      fromSource(
        "statbel-2024-private-households",
        "On 1 January 2024, there were 5,163,139 private households in Belgium",
      ),
    ),
  },
  {
    unit: "households-with-children",
    country: "be",
    figure: count(
      1.9e6,
      2024,
      estimate(
        "Statbel, 1 January 2024: 5,163,139 private households, of which 18.7% married couples with children, 8.2% cohabiting couples with children and 9.9% lone-parent households; 18.7% + 8.2% + 9.9% = 36.8%; 0.368 × 5,163,139 ≈ 1.9 million households with children (children of any age living at home).",
      ),
    ),
  },
  {
    unit: "bakeries",
    country: "be",
    figure: count(
      4_418,
      2023,
      fromSource(
        "statbel-2024-bakeries-trends",
        "En 2023, il n'y en avait plus que 1.256 en Wallonie (-19,3 % sur un an), 2.856 en Flandre (-11,4 %) et 306 à Bruxelles (-13,1 %); 1,256 + 2,856 + 306 = 4,418 bakeries",
      ),
    ),
  },
  {
    unit: "us-households",
    country: "nl",
    figure: count(
      8_374_404,
      2024,
      fromSource(
        "cbs-2024-households-37975",
        "Totaal particuliere huishoudens, 1 januari 2024: 8.374.404 (private households)",
      ),
    ),
  },
  {
    unit: "households-with-children",
    country: "nl",
    figure: count(
      2_647_934,
      2024,
      fromSource(
        "cbs-2024-households-37975",
        "Meerpersoonshuishoudens met kinderen, 1 januari 2024: 2.647.934 (multi-person households with children living at home, any age)",
      ),
    ),
  },
  {
    unit: "us-households",
    country: "ch",
    figure: count(
      3.9e6,
      2021,
      fromSource(
        "bfs-2023-swiss-households",
        "In der Schweiz gibt es rund 3.9 Mio Privathaushalte (Stand Ende 2021) (about 3.9 million private households, end of 2021)",
      ),
    ),
  },
  {
    unit: "households-with-children",
    country: "ch",
    figure: count(
      1.1e6,
      2021,
      fromSource(
        "bfs-2023-swiss-households",
        "Von den 1,1 Millionen Haushalten mit Kindern unter 25 Jahren (29% der Haushalte) sind ein Sechstel Einelternhaushalte (1.1 million households with children under 25)",
      ),
    ),
  },
  {
    unit: "dog-households",
    country: "at",
    figure: count(
      690e3,
      2022,
      estimate(
        "GfK survey for the Austrian pet-food association ÖHTV (reported by Die Presse, September 2022): 17% of Austrian households have a dog; Statistics Austria counts 4,067,500 private households (2022); 0.17 × 4,067,500 ≈ 690,000 households with a dog.",
      ),
    ),
  },
  {
    unit: "cat-households",
    country: "at",
    figure: count(
      1.14e6,
      2022,
      estimate(
        "GfK survey for the Austrian pet-food association ÖHTV (reported by Die Presse, September 2022): cats live in 28% of Austrian households; Statistics Austria counts 4,067,500 private households (2022); 0.28 × 4,067,500 ≈ 1.14 million households with a cat.",
      ),
    ),
  },
  {
    unit: "pet-households",
    country: "ch",
    figure: count(
      1.68e6,
      2021,
      estimate(
        "Statista's Swiss pet overview: at least one pet lives in 43% of Swiss households; the BFS counts about 3.9 million private households (end 2021); 0.43 × 3.9M ≈ 1.68 million households with a pet.",
      ),
    ),
  },
  {
    unit: "dog-households",
    country: "ch",
    figure: count(
      520e3,
      2021,
      estimate(
        "A Homegate/SMG representative survey (1,294 people, reported by lifePR) finds dogs in 31% of Swiss pet households, and Statista puts pet households at 43% of all; 0.31 × 0.43 ≈ 13% of the BFS's 3.9 million private households (end 2021) ≈ 520,000 households with a dog.",
      ),
    ),
  },
  {
    unit: "cat-households",
    country: "ch",
    figure: count(
      1.09e6,
      2021,
      estimate(
        "A Homegate/SMG representative survey (1,294 people, reported by lifePR) finds cats in 65% of Swiss pet households, and Statista puts pet households at 43% of all; 0.65 × 0.43 ≈ 28% of the BFS's 3.9 million private households (end 2021) ≈ 1.09 million households with a cat.",
      ),
    ),
  },
  {
    unit: "physician-practices",
    country: "ie",
    figure: count(
      1_451,
      2022,
      fromSource(
        "doh-igees-2025-general-practice-irish-times",
        "in mid-2022 there were 3,262 clinically active GPs providing standard services in 1,451 general practice settings (general practices only; specialists' private rooms not counted)",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "ch",
    figure: count(
      6_120,
      2017,
      fromSource(
        "bfs-2018-swiss-education-institutions",
        "Bildungsinstitutionen 2016/17: Primarstufe 3-8 und Sekundarstufe I 6 120 (12,2% private); kindergartens (Primarstufe 1-2, 5,414) and upper-secondary schools (842) are counted separately, so this is the count of primary and lower-secondary schools",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "at",
    figure: count(
      4_573,
      2023,
      fromSource(
        "eurydice-2024-austria-educational-institutions",
        "Primary schools (Volksschulen) 2952; Compulsory secondary schools (Mittelschulen, Polytechnische Schulen) 1265; Academic secondary schools (AHS) 356; 2,952 + 1,265 + 356 = 4,573 general primary and secondary schools (vocational schools, 142 Berufsschulen and the BMHS, counted separately)",
      ),
    ),
  },
  {
    unit: "auto-repair-shops",
    country: "ch",
    figure: count(
      5_200,
      2024,
      fromSource(
        "agvs-2024-garages-autoberufe",
        "das Schweizer Autogewerbe, das primär von den insgesamt 5200 Garagenbetrieben gebildet wird (about 5,200 garages doing service, repair and sales; about 4,000 of them AGVS members)",
      ),
    ),
  },
  {
    unit: "campsites",
    country: "nl",
    figure: count(
      2_197,
      2019,
      fromSource(
        "kvk-2019-campsites-blikopnieuws",
        "Waren er op 1 januari 2014 nog 2.296 terreinen … op 1 januari 2019 zijn dit er 2.200 (-4,2%). Per 1 juli 2019 staat de teller op 2.197 (2,197 campsites registered with the KVK, July 2019)",
      ),
    ),
  },
  {
    unit: "self-storage-facilities",
    country: "de",
    figure: count(
      285,
      2020,
      fromSource(
        "lager-gut-2021-self-storage-germany",
        "In Deutschland gab es 2020 insgesamt nur 285 Selfstorage-Anlagen. 40 davon befanden sich in Berlin (285 self-storage facilities in Germany in 2020)",
      ),
    ),
  },
  {
    unit: "auto-repair-shops",
    country: "at",
    figure: count(
      5_980,
      2020,
      fromSource(
        "wko-2022-kfz-werkstaetten-branchenmonitor",
        "Im Jahr 2020 boten die 5.980 Kfz-Werkstätten mehr als 30.100 Personen einen Arbeitsplatz (in 2020 the 5,980 motor-vehicle repair workshops employed more than 30,100 people)",
      ),
    ),
  },
  {
    unit: "real-estate-agencies",
    country: "at",
    figure: count(
      4_000,
      2021,
      fromSource(
        "linde-2021-praxishandbuch-immobilienmakler",
        "Insgesamt führt die Wirtschaftskammer über 4.000 aktive Immobilienmaklerbüros (in total the Economic Chamber lists over 4,000 active estate-agent offices)",
      ),
    ),
  },
  {
    unit: "car-dealerships",
    country: "be",
    figure: count(
      2_797,
      2020,
      fromSource(
        "ucm-2022-traxio-garages-concessionnaires",
        "ce sont les concessionnaires et les garages qui sont les plus nombreux (2.797 et 3.388 entreprises en 2020) (dealerships and garages are the most numerous: 2,797 and 3,388 enterprises in 2020)",
      ),
    ),
  },
  {
    unit: "auto-repair-shops",
    country: "be",
    figure: count(
      3_388,
      2020,
      fromSource(
        "ucm-2022-traxio-garages-concessionnaires",
        "ce sont les concessionnaires et les garages qui sont les plus nombreux (2.797 et 3.388 entreprises en 2020) (dealerships and garages are the most numerous: 2,797 and 3,388 enterprises in 2020)",
      ),
    ),
  },
  {
    unit: "municipalities",
    country: "be",
    figure: count(
      581,
      2022,
      fromSource(
        "levif-2022-581-communes",
        "581 communes sont actuellement recensées en Belgique (300 en Flandre, 262 en Wallonie, 19 à Bruxelles) (581 municipalities are currently counted in Belgium: 300 in Flanders, 262 in Wallonia, 19 in Brussels)",
      ),
    ),
  },
  {
    unit: "public-libraries",
    country: "ie",
    figure: count(
      31,
      2017,
      fromSource(
        "drcd-2018-ireland-public-libraries",
        "The current profile of the public library service, according to the most recent data, is as follows – 330 library branches across 31 local authorities (31 library authorities running 330 branches)",
      ),
    ),
  },
  {
    unit: "public-libraries",
    country: "uk",
    figure: count(
      206,
      2015,
      fromSource(
        "publiclibrariesnews-2015-uk-library-authorities",
        "There are 151 authorities in England, 206 in the UK. (206 public library authorities across the UK)",
      ),
    ),
  },
  {
    unit: "beekeepers",
    country: "uk",
    figure: count(
      48_000,
      2023,
      fromSource(
        "barnsley-bka-2023-beebase-hive-count",
        "There are currently more than 48,000 beekeepers registered on BeeBase and approximately 23% of those contacted updated their records.",
      ),
    ),
  },
  {
    unit: "beekeepers",
    country: "at",
    figure: count(
      33_327,
      2021,
      fromSource(
        "diepresse-2022-bienenvoelker-imker",
        "2021 haben 33 327 Imkerinnen und Imker mit rund 456 000 Bienenvölkern die Bestäubung der Wild- und Nutzpflanzen gesichert (in 2021, 33,327 beekeepers kept about 456,000 colonies)",
      ),
    ),
  },
];
