/**
 * The publications behind the further trades, premises and groups of buyer-units-more.ts (issue
 * 23): each read on the page at its address. Official statistics where a page gave them (BLS
 * QCEW tables, FDIC, IMLS, ONS, CDC), else the trade body or the industry profile that states
 * the count; a title says "as reported" or "as tabulated by" where the page is not the
 * publisher's own. Joined into SOURCES.
 */
import type { Source } from "./schema";

export const MORE_SOURCES = [
  {
    id: "bls-qcew-2024-roofing-contractors",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title: "Roofing contractors, NAICS 23816: 2024 annual averages, private ownership",
    year: 2025,
    url: "https://smbdensity.sitesbytiff.workers.dev/industry/23816",
  },
  {
    id: "bls-qcew-2024-landscaping-services",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title: "Landscaping services, NAICS 561730: 2024 annual averages, private ownership",
    year: 2025,
    url: "https://smbdensity.org/industry/561730",
  },
  {
    id: "bls-qcew-2024-drycleaning-laundry",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title:
      "Drycleaning and laundry services (except coin-operated), NAICS 812320: 2024 annual " +
      "averages, private ownership",
    year: 2025,
    url: "https://www.smbdensity.org/industry/812320",
  },
  {
    id: "verticaliq-mental-health-practitioners",
    publisher: "Vertical IQ",
    title: "Mental Health Practitioners, NAICS 621330: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/mental-health-practitioners",
  },
  {
    id: "verticaliq-nail-salons",
    publisher: "Vertical IQ",
    title: "Nail Salons, NAICS 812113: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/nail-salons",
  },
  {
    id: "verticaliq-coin-operated-laundries",
    publisher: "Vertical IQ",
    title: "Coin-operated Laundries, NAICS 812310: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/coin-operated-laundries",
  },
  {
    id: "first-research-pet-stores-2019",
    publisher: "First Research (Dun & Bradstreet), as excerpted by Business Valuation Resources",
    title: "Pet & Pet Supplies Stores: US industry profile excerpt (updated April 2019)",
    year: 2019,
    url: "https://data.bvresources.com/FRProfilesExcerptIndustry.asp?id=222&name=Pet%20%26%20Pet%20Supplies%20Stores",
  },
  {
    id: "verticaliq-photography-studios",
    publisher: "Vertical IQ",
    title: "Photography Studios, NAICS 541921: industry profile summary",
    year: 2026,
    url: "https://verticaliq.com/product/photography-studios",
  },
  {
    id: "ra-golf-around-the-world-2019",
    publisher: "The R&A and the National Golf Foundation, as reported by Golf Monthly",
    title:
      "How Many Golf Courses Are There In The World? (Golf Around the World 2019, golf courses " +
      "by country)",
    year: 2019,
    url: "https://www.newsbreak.com/news/2684960885757/how-many-golf-courses-are-there-in-the-world",
  },
  {
    id: "imls-museum-universe-2014",
    publisher: "Institute of Museum and Library Services",
    title: "Government Doubles Official Estimate: There Are 35,000 Active Museums in the U.S.",
    year: 2014,
    url: "https://imls.gov/news/government-doubles-official-estimate-there-are-35000-active-museums-us",
  },
  {
    id: "egmus-museum-statistics-latest",
    publisher: "European Group on Museum Statistics (EGMUS)",
    title: "Complete data, latest year per country: number of museums (2a)",
    year: 2023,
    url: "https://www.egmus.eu/nc/en/statistics/complete_data/country/0/year/0/?itemM=&itemT=0&yearCountry=&idCountry=&druck=0",
  },
  {
    id: "verticaliq-exam-prep-tutoring",
    publisher: "Vertical IQ",
    title: "Exam Preparation and Tutoring Services: industry profile excerpt",
    year: 2025,
    url: "https://verticaliq.com/product/exam-preparation-and-tutoring-services/",
  },
  {
    id: "verticaliq-fine-arts-schools",
    publisher: "Vertical IQ",
    title: "Fine Arts Schools, NAICS 611610: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/fine-arts-schools",
  },
  {
    id: "verticaliq-freight-forwarding",
    publisher: "Vertical IQ",
    title: "Freight Forwarding Services, NAICS 488510: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/freight-forwarding-services",
  },
  {
    id: "fdic-quarterly-banking-profile-2024-q3",
    publisher: "Federal Deposit Insurance Corporation",
    title:
      "FDIC Quarterly 2024, Volume 18, Number 4: Quarterly Banking Profile, Third Quarter 2024",
    year: 2024,
    url: "https://fdic.gov./quarterly-banking-profile/fdic-quarterly",
  },
  {
    id: "cdc-adult-cigarette-smoking-2021",
    publisher: "Centers for Disease Control and Prevention, as reported by TrendsMask",
    title: "What percentage of people smoke (CDC's 2021 estimate of current adult smokers)",
    year: 2021,
    url: "https://review.trendsmask.com/what-percentage-of-people-smoke-82836.html",
  },
  {
    id: "ons-adult-smoking-habits-2023",
    publisher: "Office for National Statistics",
    title: "Adult smoking habits in the UK: 2023",
    year: 2024,
    url: "https://ons.gov.uk/peoplepopulationandcommunity/healthandsocialcare/healthandlifeexpectancies/bulletins/adultsmokinghabitsingreatbritain/latest",
  },
  {
    id: "ngf-golf-participation-2024",
    publisher: "National Golf Foundation, as reported by Andalucía Golf",
    title: "More than 47 million Americans played golf in 2024",
    year: 2025,
    url: "https://andaluciagolf.com/en/more-than-47-million-americans-played-golf-in-2024/",
  },
  {
    id: "zvdh-steckbrief-2025",
    publisher: "Zentralverband des Deutschen Dachdeckerhandwerks (ZVDH)",
    title: "Update ZVDH-Steckbrief: Fakten zum Dachdeckerhandwerk im Überblick",
    year: 2025,
    url: "https://dachdecker.org/presse/presseservice/pressemitteilungen/update-zvdh-steckbrief-fakten-zum-dachdeckerhandwerk-im-ueberblick-4179496/",
  },
  {
    id: "bgl-galabau-statistik-2024",
    publisher:
      "Bundesverband Garten-, Landschafts- und Sportplatzbau (BGL), as reported by Soll GaLaBau",
    title: "GaLaBau-Statistik 2024 des BGL",
    year: 2025,
    url: "https://www.soll-galabau.de/aktuelle-news/ansicht-aktuelles/galabau-statistik-2024-des-bgl.html",
  },
  {
    id: "bundesbank-bankstellenbericht-2023",
    publisher: "Deutsche Bundesbank",
    title: "Bankstellenbericht 2023: Entwicklung des Bankstellennetzes im Jahr 2023",
    year: 2024,
    url: "https://bundesbank.de/de/aufgaben/bankenaufsicht/dokumentation/bankstellenbericht-2023-935100",
  },
  {
    id: "census-meat-markets-2010",
    publisher: "US Census Bureau, as reported by HighBeam Business",
    title: "Meat and Fish (Seafood) Markets, SIC 5421: industry report",
    year: 2011,
    url: "https://business.highbeam.com/industry-reports/retail/meat-fish-seafood-markets-including-freezer-provisioners",
  },
  {
    id: "dfv-fleischerhandwerk-2024",
    publisher: "Deutscher Fleischer-Verband (DFV), as reported by Handelsdaten.de",
    title: "Fleischereien: das Fleischerhandwerk in Deutschland (Ende 2024)",
    year: 2025,
    url: "https://www.handelsdaten.de/branchen/fleischereien",
  },
  {
    id: "cerfrance-secteur-boucherie-2021",
    publisher: "Cerfrance",
    title: "Le secteur de la boucherie (fiche conseil)",
    year: 2023,
    url: "https://www.cerfrance.fr/fiches-conseil/le-secteur-de-la-boucherie",
  },
  {
    id: "ahdb-eblex-butchers-2015",
    publisher: "AHDB Beef & Lamb (EBLEX), as reported by the Yorkshire Evening Post",
    title: "Butchers say they're faring well after years of decline",
    year: 2019,
    url: "https://www.yorkshireeveningpost.co.uk/news/butchers-say-theyre-faring-well-after-years-decline-149997",
  },
  {
    id: "bls-qcew-2024-engineering-services",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title: "Engineering services, NAICS 541330: 2024 annual averages, private ownership",
    year: 2025,
    url: "https://www.smbdensity.org/industry/541330",
  },
  {
    id: "verticaliq-taxi-limousine",
    publisher: "Vertical IQ",
    title: "Taxi and Limousine Services, NAICS 485310 and 485320: industry profile summary",
    year: 2026,
    url: "https://verticaliq.com/product/taxi-and-limousine-services",
  },
  {
    id: "usfa-fire-department-registry-2022",
    publisher: "US Fire Administration (FEMA)",
    title: "National Fire Department Registry Summary, January 2022",
    year: 2022,
    url: "https://wixlib.com/document/6be59_national-fire-department-registry-summary-u-s-fire-administration.html",
  },
  {
    id: "usfws-national-survey-2022",
    publisher:
      "US Fish and Wildlife Service, as summarised by the Wildlife and Sport Fish Restoration partners",
    title:
      "2022 National Survey of Fishing, Hunting, and Wildlife-Associated Recreation: report page",
    year: 2023,
    url: "https://partnerwithapayer.org/2022-national-survey",
  },
  {
    id: "rvia-owner-demographic-profile-2020",
    publisher: "Recreation Vehicle Industry Association (RVIA), as reported by RVtravel",
    title: "Study shows millions of Americans own RVs (2020 RV Owner Demographic Profile)",
    year: 2021,
    url: "https://www.rvtravel.com/study-shows-millions-americans-rvs/",
  },
  {
    id: "appa-bird-small-animal-horse-2025",
    publisher: "American Pet Products Association (APPA), as reported by Vertical IQ",
    title: "Pet & Pet Supplies Stores profile: APPA's 2025 Bird, Small Animal & Horse Report",
    year: 2026,
    url: "https://verticaliq.com/product/pet-pet-supplies-stores",
  },
  {
    id: "destatis-taxigewerbe-2018",
    publisher: "Statistisches Bundesamt (Destatis), as reported by ExtremNews",
    title: "Zahl der Taxiunternehmen von 2008 bis 2018 (press release, June 2020)",
    year: 2020,
    url: "https://www.extremnews.com/nachrichten/vermischtes/4ea817bc839800d?source=feed",
  },
  {
    id: "djv-jaegerzahl-2025",
    publisher: "Deutscher Jagdverband (DJV), as reported by NAG News",
    title: "Rekordzahl von Jägern in Deutschland (Jagd und Hund 2025)",
    year: 2025,
    url: "https://nag-news.de/deutschland/nordrhein-westfalen/dortmund/rekordzahl-von-jaegern-in-deutschland-natur-und-tradition-vereint",
  },
  {
    id: "fnc-chasse-en-france-2023",
    publisher: "Fédération nationale des chasseurs (FNC), as reported by AEF info",
    title:
      "En plein papy-boom, les chasseurs veulent convaincre du poids économique et environnemental de leur activité",
    year: 2023,
    url: "https://www.aefinfo.fr/depeche/698617-en-plein-papy-boom-les-chasseurs-veulent-convaincre-du-poids-economique-et-environnemental-de-leur-activite",
  },
  {
    id: "istat-musei-2015",
    publisher: "Istat, as reproduced by PDFfox",
    title: "I musei, le aree archeologiche e i monumenti in Italia: anno 2015 (19 dicembre 2016)",
    year: 2016,
    url: "https://pdffox.com/i-musei-le-aree-archeologiche-ei-monumenti-in-italia-pdf-free.html",
  },
  {
    id: "ispa-spa-industry-study-2018",
    publisher:
      "International SPA Association (ISPA) and PwC, as reported by Business Insider (PR Newswire)",
    title: "Spa Industry Surpasses $17.5 Billion Revenue Mark (4 October 2018)",
    year: 2018,
    url: "https://markets.businessinsider.com/news/stocks/spa-industry-surpasses-17-5-billion-revenue-mark-1027591786",
  },
  {
    id: "coworkingcafe-q4-2024",
    publisher: "CoworkingCafe, as reported by Digital Journal",
    title:
      "Co-working space trends: what does this reveal about the US property market? (Q4 2024 report)",
    year: 2025,
    url: "https://www.digitaljournal.com/business/co-working-space-trends-what-does-this-reveal-about-the-us-property-market/article",
  },
  {
    id: "verticaliq-auto-rental-leasing",
    publisher: "Vertical IQ",
    title: "Auto Rental & Leasing, NAICS 532111 and 532112: industry profile summary",
    year: 2026,
    url: "https://verticaliq.com/product/auto-rental-leasing",
  },
  {
    id: "census-hvs-renter-occupied-2019",
    publisher: "US Census Bureau (Housing Vacancy Survey), as tabulated by Alphabeat from FRED",
    title:
      "Housing Inventory Estimate: Renter Occupied Housing Units for the United States " +
      "(ERNTOCCUSQ176N), read at http://alphabeat.com/indicator/ERNTOCCUSQ176N (no https address)",
    year: 2019,
  },
  {
    id: "nali-launderettes-2023",
    publisher:
      "National Association of the Launderette Industry (NALI), as reported by Laundry & Cleaning News",
    title: "High energy costs scupper launderettes",
    year: 2023,
    url: "https://laundryandcleaningnews.com/news/high-energy-costs-scupper-launderettes-10989932",
  },
  {
    id: "destatis-mikrozensus-wohnen-2022",
    publisher: "Statistisches Bundesamt (Destatis)",
    title:
      "Hauptmieterhaushalte in Gebäuden mit Wohnraum nach Mietbelastung, Haushaltsgröße und " +
      "Einzugsjahr 2022 (Mikrozensus)",
    year: 2023,
    url: "https://destatis.de/DE/Themen/Gesellschaft-Umwelt/Wohnen/Tabellen/tabelle-wo8-mietbelastung-einzugsjahr.html?nn=211992",
  },
  {
    id: "ofsted-childcare-providers-2024",
    publisher: "Ofsted",
    title: "Main findings: childcare providers and inspections as at 31 August 2024",
    year: 2024,
    url: "https://www.gov.uk/government/statistics/childcare-providers-and-inspections-as-at-31-august-2024/main-findings-childcare-providers-and-inspections-as-at-31-august-2024",
  },
  {
    id: "destatis-kindertagespflege-2016",
    publisher:
      "Statistisches Bundesamt (Kinder- und Jugendhilfestatistik), as reported by FMF Familienbüro",
    title: "Zahlen zeigen Zukunft (Kindertagespflege am 1. März 2016)",
    year: 2016,
    url: "https://fmf-familienbuero.de/index.php?id=235",
  },
  {
    id: "drees-assistantes-maternelles-2021",
    publisher: "DREES, as reported by Lassmat",
    title: "Entre 2020 et 2021, le nombre d'assistantes maternelles agréées a baissé de 5 %",
    year: 2023,
    url: "https://www.lassmat.fr/actualites/nouvelles-professionnelles/entre-2020-et-2021-le-nombre-d-assistantes-maternelles-agreees",
  },
  {
    id: "hhcn-medpac-home-health-agencies-2023",
    publisher:
      "Medicare Payment Advisory Commission (MedPAC data book), as reported by Home Health Care News",
    title:
      "With Access To Care In Question, Number of Medicare-Certified Home Health Agencies Continues To Fall",
    year: 2023,
    url: "https://homehealthcarenews.com/2023/07/with-access-to-care-in-question-number-of-medicare-certified-home-health-agencies-continues-to-fall/",
  },
  {
    id: "epd-destatis-ambulante-dienste-2023",
    publisher: "Statistisches Bundesamt (Pflegestatistik), as reported by epd on evangelisch.de",
    title: "Zahl ambulanter Pflegekräfte binnen 20 Jahren mehr als verdoppelt",
    year: 2023,
    url: "https://evangelisch.de/inhalte/215687/11-05-2023/zahl-ambulanter-pflegekraefte-binnen-20-jahren-mehr-als-verdoppelt",
  },
  {
    id: "homecare-association-cqc-performance-2025",
    publisher: "Homecare Association, from Care Quality Commission register data",
    title: "Care Quality Commission regulatory performance in homecare: one year on",
    year: 2025,
    url: "https://www.homecareassociation.org.uk/resource/care-quality-commission-regulatory-performance-in-homecare-one-year-on.html",
  },
  {
    id: "acnm-essential-facts-midwives-2017",
    publisher:
      "American College of Nurse-Midwives, from American Midwifery Certification Board data",
    title: "Essential Facts about Midwives",
    year: 2017,
    url: "https://www.midwife.org/default.aspx?bid=308",
  },
  {
    id: "midirs-nmc-register-2021",
    publisher: "Nursing and Midwifery Council, as reported by MIDIRS",
    title: "NMC sees a 3% increase in the number of registered midwives",
    year: 2021,
    url: "https://midirs.org/latest-news/news/2021/nmc-sees-a-3-increase-in-the-number-of-registered-midwives/",
  },
  {
    id: "afg-hebammen-in-deutschland",
    publisher: "Statistisches Bundesamt and GKV-Spitzenverband, as reported by Alle für Gesundheit",
    title: "Hebammen in Deutschland",
    year: 2016,
    url: "https://www.alle-fuer-gesundheit.de/hidden-champions/hebamme/details/?entry=2381",
  },
  {
    id: "drees-sages-femmes-2021",
    publisher: "DREES, as reported by Être sage-femme aujourd'hui",
    title: "Les sages-femmes à l'horizon 2050 : plus nombreuses et plus libérales",
    year: 2021,
    url: "https://www.etresagefemmeaujourdhui.com/logiciel-sage-femme-liberale/les-sages-femmes-a-lhorizon-2050-plus-nombreuses-et-plus-liberales/",
  },
  {
    id: "verticaliq-tobacco-and-smoke-shops",
    publisher: "Vertical IQ",
    title: "Tobacco and Smoke Shops: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/tobacco-and-smoke-shops",
  },
  {
    id: "20minutes-buralistes-2022",
    publisher: "Confédération des buralistes, as reported by 20 Minutes",
    title: "Comment les bureaux de tabac tentent de se réinventer en diversifiant leur offre",
    year: 2022,
    url: "https://www.20minutes.fr/societe/3346987-20220907-comment-bureaux-tabac-tentent-reinventer-diversifiant-offre",
  },
  {
    id: "watcherpost-tabaccherie-2025",
    publisher:
      "Federazione Italiana Tabaccai, as reported by The Watcher Post (from L'Economista, Il Riformista)",
    title: "Tabaccherie, l'evoluzione della rete",
    year: 2025,
    url: "https://www.thewatcherpost.it/economia/tabaccherie-evoluzione-rete-bene/",
  },
  {
    id: "theobjective-estancos-2025",
    publisher: "Ministerio de Hacienda (transparency request), as reported by The Objective",
    title: "Los estancos descienden un 3% en diez años y los fumadores diarios se reducen en un 9%",
    year: 2025,
    url: "https://theobjective.com/sociedad/2025-02-17/estancos-diez-anos-fumadores-diarios-9",
  },
  {
    id: "verticaliq-beer-wine-liquor-stores",
    publisher: "Vertical IQ",
    title: "Beer, Wine, and Liquor Stores, NAICS 445320: industry profile summary",
    year: 2025,
    url: "https://verticaliq.com/product/beer-wine-and-liquor-stores",
  },
  {
    id: "cavistes-professionnels-2016",
    publisher: "Syndicat des Cavistes Professionnels (study by Equonoxe)",
    title: "Cavistes 2016 : leurs relations aux territoires",
    year: 2016,
    url: "https://cavistesprofessionnels.fr/pro/cavistes-2016-leurs-relations-aux-territoires",
  },
  {
    id: "acsa-craft-distilleries-2017",
    publisher:
      "American Craft Spirits Association, Park Street and IWSR, as reported by BeverageDaily",
    title: "Number of US craft distilleries rises by 26%",
    year: 2018,
    url: "https://beveragedaily.com/Article/2018/07/18/Number-of-US-craft-distilleries-rises-by-26",
  },
  {
    id: "hmrc-distilleries-2020",
    publisher: "HM Revenue & Customs, as reported by Drinks International",
    title: "UK distillery numbers hit record high in 2020",
    year: 2021,
    url: "https://drinksint.com/news/fullstory.php/aid/9386/UK_distillery_numbers_hit_record_high_in_2020.html",
  },
  {
    id: "nbda-specialty-bicycle-retail-2017",
    publisher:
      "National Bicycle Dealers Association, as reported by Bicycle Retailer and Industry News",
    title: "U.S. dealer count declines, while average shop revenue climbs, study finds",
    year: 2017,
    url: "https://bicycleretailer.com/studies-reports/2017/06/28/us-dealer-count-declines-while-average-shop-revenue-climbs-study-finds",
  },
  {
    id: "rad-net-vsf-fahrradfachhandel-2007",
    publisher: "Statistisches Bundesamt, from a VSF market study, as reported by rad-net",
    title: "Fahrradindustrie hat weiter an Bedeutung gewonnen (VSF-Marktstudie)",
    year: 2010,
    url: "https://static.rad-net.de/index.php?menuid=9&newsid=20056",
  },
  {
    id: "kvk-fietswinkels-2019",
    publisher: "Kamer van Koophandel (KVK)",
    title: "Gestage groei aantal fietswinkels in Nederland",
    year: 2019,
    url: "https://www.kvk.nl/over-kvk/media-en-pers/nieuws-en-persberichten/gestage-groei-aantal-fietswinkels-in-nederland/",
  },
  {
    id: "observatoire-du-cycle-2017-detaillants",
    publisher: "Union Sport & Cycle (Observatoire du cycle 2017), as reported by Actu Vélo",
    title: "Le marché du vélo garde la forme",
    year: 2018,
    url: "https://actuvelo.fr/2018/10/05/le-marche-du-velo-garde-la-forme/amp",
  },
  {
    id: "audiologyonline-hearing-care-practices-2011",
    publisher: "AudiologyOnline (Dave Smriga, ask the experts)",
    title: "How Many Independent, Autonomous Hearing Care Practices Exist in the U.S.?",
    year: 2011,
    url: "https://www.audiologyonline.com/ask-the-experts/many-independent-autonomous-hearing-care-27",
  },
  {
    id: "biha-hoerakustikbetriebe-2021",
    publisher: "Bundesinnung der Hörakustiker (biha), as reported by hoerakustik.net",
    title: "Auf Wachstumskurs",
    year: 2022,
    url: "https://hoerakustik.net/wissen/politik-und-branche/4038-auf-wachstumskurs",
  },
  {
    id: "audiologie-demain-barometre-2024",
    publisher: "Audiologie Demain, from the Annuaire de l'Audition analysed by Veltys",
    title: "Des centres, comme des champignons (baromètre de la distribution)",
    year: 2024,
    url: "https://audiologie-demain.com/les-forces-en-presence-et-les-dynamiques-le-nouveau-barometre-de-la-distribution/des-centres-comme-des-champignons",
  },
  {
    id: "rivm-nivel-verloskundigen-2021",
    publisher: "RIVM (vzinfo.nl), from the Nivel register of midwives",
    title: "Verloskundige zorg: aanbod",
    year: 2022,
    url: "https://www.vzinfo.nl/eerstelijnszorg/aanbod/verloskundige-zorg",
  },
  {
    id: "health-gov-au-nurses-midwives-2020",
    publisher: "Australian Government Department of Health",
    title: "Nurses and midwives in Australia",
    year: 2021,
    url: "https://www.health.gov.au/topics/nurses-and-midwives/in-australia",
  },
  {
    id: "ine-sanitarios-colegiados-2019",
    publisher:
      "Instituto Nacional de Estadística, as reported by the Colegio de Médicos de Cantabria",
    title:
      "El número de sanitarios colegiados aumentó un 2,9% en 2019 en España, según datos del INE",
    year: 2020,
    url: "https://comcantabria.es/otras-noticias/el-numero-de-sanitarios-colegiados-aumento-un-29-en-2019-en-espana-segun-datos-del-ine",
  },
  {
    id: "kennisnetwerk-gastouderopvang-2020",
    publisher: "Kennisnetwerk Gastouderopvang, from the Landelijk Register Kinderopvang",
    title: "Daling van het aantal gastouders blijft aan",
    year: 2020,
    url: "https://www.kennisnetwerkgastouderopvang.nl/daling-van-het-aantal-gastouders-blijft-aan/",
  },
  {
    id: "wine-merchant-indies-2024",
    publisher: "The Wine Merchant",
    title: "London is home to one in four indies",
    year: 2024,
    url: "https://winemerchantmag.com/london-is-home-to-one-in-four-indies/",
  },
  {
    id: "drees-dge-saad-2015",
    publisher:
      "DGE-NOVA data in a DREES dossier, as summarised by the PSP PACA (Plateforme sanitaire et sociale)",
    title: "Les dossiers de la DREES (accessibilité des SAAD pour personnes âgées)",
    year: 2021,
    url: "https://psppaca.fr/Les-dossiers-de-la-DREES",
  },
  {
    id: "aihw-gen-providers-services-2023",
    publisher: "Australian Institute of Health and Welfare (GEN aged care data)",
    title: "Providers, services and places in aged care",
    year: 2024,
    url: "https://gen-agedcaredata.gov.au/topics/providers,-services-and-places-in-aged-care",
  },
  {
    id: "tt-monopolverwaltung-trafiken-2016",
    publisher:
      "Monopolverwaltung GmbH (annual activity report), as reported by the Tiroler Tageszeitung",
    title: "Weniger Raucher machen Österreichs Trafiken zu schaffen",
    year: 2017,
    url: "https://www.tt.com/wirtschaft/13263365-91/weniger-raucher-machen-%C3%B6sterreichs-trafiken-zu-schaffen.csp",
  },
  {
    id: "ibisworld-liquor-retailing-au-2018",
    publisher: "IBISWorld",
    title: "Liquor Retailing in Australia: industry statistics and market size",
    year: 2018,
    url: "https://www.ibisworld.com.au/industry-trends/market-research-reports/retail-trade/food-retailing/liquor-retailing.html",
  },
  {
    id: "cciaa-milano-enoteche-2019",
    publisher:
      "Camera di commercio di Milano Monza Brianza Lodi and Coldiretti Lombardia, as reported by Distribuzione Moderna",
    title: "Sono circa 8.000 le enoteche d'Italia",
    year: 2020,
    url: "https://distribuzionemoderna.info/notizia-del-giorno/sono-circa-8-dot-000-le-enoteche-ditalia",
  },
  {
    id: "verticaliq-mobile-food-services",
    publisher: "Vertical IQ",
    title: "Mobile Food Services: industry profile excerpts",
    year: 2025,
    url: "https://verticaliq.com/product/mobile-food-services",
  },
  {
    id: "sandwich-news-street-food-vans-2022",
    publisher:
      "Sandwich & Food to Go News (British Sandwich & Food to Go Association), citing startups.co.uk",
    title: "The growth of the street food van – getting mobile",
    year: 2022,
    url: "https://issuu.com/jandmgroup/docs/s_ftg_198_march22_p01-56_online/46",
  },
] as const satisfies readonly Source[];
