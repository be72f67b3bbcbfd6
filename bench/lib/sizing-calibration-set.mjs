// The calibration set of bench/sizing-calibration.mjs (issue 16): ideas whose market has a
// published size. Each figure is the publisher's own headline for the year named, as given in
// its report or press release (recalled, rounded as published; check the publication before
// quoting it elsewhere). None of these publications is cited by the knowledge base: the bench
// refuses an entry whose analysis cites the same publisher, so the comparison stays
// out-of-sample. Requests are written as a founder would fill the form; the industry is the
// form's broad dropdown, not the niche.

/** @typedef {{ publisher: string, report: string, year: number, figure: number, measures: string }} Published */

export const CALIBRATION_SET = [
  {
    request: {
      businessIdea: "A casual mobile puzzle game with daily challenges",
      industry: "Gaming",
      targetMarket: "Casual mobile gamers",
      geographicScope: "Global",
    },
    published: {
      publisher: "Sensor Tower",
      report: "State of Mobile Gaming 2024",
      year: 2023,
      figure: 76.7e9,
      measures: "worldwide consumer spending on mobile games",
    },
  },
  {
    request: {
      businessIdea: "An indie video game studio making story-driven PC and console games",
      industry: "Gaming",
      targetMarket: "PC and console gamers",
      geographicScope: "United States",
    },
    published: {
      publisher: "Circana",
      report: "U.S. video game market 2023 annual results",
      year: 2023,
      figure: 57.2e9,
      measures: "US consumer spending on video game content, hardware and accessories",
    },
  },
  {
    request: {
      businessIdea: "A music streaming app built around local artists and playlists",
      industry: "Media",
      targetMarket: "Music fans",
      geographicScope: "United States",
    },
    published: {
      publisher: "RIAA",
      report: "Year-End 2023 Music Industry Revenue Report",
      year: 2023,
      figure: 14.4e9,
      measures: "US recorded-music streaming revenue (paid, ad-supported and other)",
    },
  },
  {
    request: {
      businessIdea: "A music streaming app for independent artists and their fans",
      industry: "Media",
      targetMarket: "Music listeners",
      geographicScope: "Global",
    },
    published: {
      publisher: "IFPI",
      report: "Global Music Report 2024",
      year: 2023,
      figure: 19.3e9,
      measures: "worldwide recorded-music streaming revenue",
    },
  },
  {
    request: {
      businessIdea: "An audiobook subscription app for short non-fiction",
      industry: "Media",
      targetMarket: "Commuters who listen to books",
      geographicScope: "United States",
    },
    published: {
      publisher: "Audio Publishers Association",
      report: "2024 Audiobook Sales Survey",
      year: 2023,
      figure: 2.0e9,
      measures: "US audiobook sales",
    },
  },
  {
    request: {
      businessIdea: "An online vinyl record store with curated monthly picks",
      industry: "E-commerce",
      targetMarket: "Record collectors",
      geographicScope: "United States",
      businessType: "digital",
    },
    published: {
      publisher: "RIAA",
      report: "Year-End 2023 Music Industry Revenue Report (vinyl albums)",
      year: 2023,
      figure: 1.4e9,
      measures: "US vinyl record revenue",
    },
  },
  {
    request: {
      businessIdea: "A boutique cinema showing independent films with dinner service",
      industry: "Entertainment",
      targetMarket: "Film lovers",
      geographicScope: "United States",
      businessType: "offline",
    },
    published: {
      publisher: "Comscore",
      report: "2023 domestic box office results",
      year: 2023,
      figure: 9.07e9,
      measures: "US and Canada box office",
    },
  },
  {
    request: {
      businessIdea: "A chain of premium cinema screens for blockbuster releases",
      industry: "Entertainment",
      targetMarket: "Moviegoers",
      geographicScope: "Global",
      businessType: "offline",
    },
    published: {
      publisher: "Gower Street Analytics",
      report: "Global box office 2023",
      year: 2023,
      figure: 33.9e9,
      measures: "worldwide box office",
    },
  },
  {
    request: {
      businessIdea: "A 24-hour gym with strength training and classes",
      industry: "Sports & Fitness",
      targetMarket: "Adults who want to get fit",
      geographicScope: "United States",
      businessType: "offline",
    },
    published: {
      publisher: "IHRSA",
      report: "2020 IHRSA Global Report",
      year: 2019,
      figure: 35.0e9,
      measures: "US health club industry revenue",
    },
  },
  {
    request: {
      businessIdea: "A franchise of boutique fitness studios",
      industry: "Sports & Fitness",
      targetMarket: "Urban professionals",
      geographicScope: "Global",
      businessType: "offline",
    },
    published: {
      publisher: "IHRSA",
      report: "2020 IHRSA Global Report",
      year: 2019,
      figure: 96.7e9,
      measures: "worldwide health club industry revenue",
    },
  },
  {
    request: {
      businessIdea: "A yoga studio with hot yoga and beginner classes",
      industry: "Sports & Fitness",
      targetMarket: "Adults looking for low-impact exercise",
      geographicScope: "United States",
      businessType: "offline",
    },
    published: {
      publisher: "Yoga Journal and Yoga Alliance",
      report: "2016 Yoga in America Study",
      year: 2016,
      figure: 16.8e9,
      measures: "US spending on yoga classes, clothing, equipment and accessories",
    },
  },
  {
    request: {
      businessIdea: "A craft brewery and taproom",
      industry: "Food & Beverage",
      targetMarket: "Beer drinkers who like local IPAs",
      geographicScope: "United States",
      businessType: "hybrid",
    },
    published: {
      publisher: "Brewers Association",
      report: "National Beer Sales & Production Data, 2023",
      year: 2023,
      figure: 28.8e9,
      measures: "US craft beer retail dollar sales",
    },
  },
  {
    request: {
      businessIdea: "A fast casual restaurant serving grain bowls",
      industry: "Food & Beverage",
      targetMarket: "Office workers at lunch",
      geographicScope: "United States",
      businessType: "offline",
    },
    published: {
      publisher: "National Restaurant Association",
      report: "2024 State of the Restaurant Industry",
      year: 2024,
      figure: 1.1e12,
      measures: "US restaurant and food-service industry sales",
    },
  },
  {
    request: {
      businessIdea: "An organic snacks brand sold online and in grocery stores",
      industry: "Food & Beverage",
      targetMarket: "Health-conscious families",
      geographicScope: "United States",
      businessType: "hybrid",
    },
    published: {
      publisher: "Organic Trade Association",
      report: "2023 Organic Industry Survey",
      year: 2022,
      figure: 61.7e9,
      measures: "US organic food sales",
    },
  },
  {
    request: {
      businessIdea: "A plant-based cheese and oat milk brand",
      industry: "Food & Beverage",
      targetMarket: "Flexitarian shoppers",
      geographicScope: "United States",
      businessType: "hybrid",
    },
    published: {
      publisher: "Good Food Institute",
      report: "2023 U.S. retail market insights for the plant-based industry",
      year: 2023,
      figure: 8.1e9,
      measures: "US retail sales of plant-based foods",
    },
  },
  {
    request: {
      businessIdea: "A sports betting app with social leaderboards",
      industry: "Gaming",
      targetMarket: "Sports fans over 21",
      geographicScope: "United States",
    },
    published: {
      publisher: "American Gaming Association",
      report: "Commercial Gaming Revenue Tracker, 2023 full year",
      year: 2023,
      figure: 10.9e9,
      measures: "US commercial sports-betting revenue",
    },
  },
  {
    request: {
      businessIdea: "An online casino app with live dealer games",
      industry: "Gaming",
      targetMarket: "Casino players in regulated states",
      geographicScope: "United States",
    },
    published: {
      publisher: "American Gaming Association",
      report: "Commercial Gaming Revenue Tracker, 2023 full year (iGaming)",
      year: 2023,
      figure: 6.2e9,
      measures: "US online casino (iGaming) revenue",
    },
  },
  {
    request: {
      businessIdea: "Pet insurance sold through vets, with instant claims",
      industry: "Finance",
      targetMarket: "Dog and cat owners",
      geographicScope: "United States",
    },
    published: {
      publisher: "North American Pet Health Insurance Association (NAPHIA)",
      report: "State of the Industry Report 2024",
      year: 2023,
      figure: 3.9e9,
      measures: "US pet insurance gross written premiums",
    },
  },
  {
    request: {
      businessIdea: "An educational toy brand of wooden STEM kits",
      industry: "Retail",
      targetMarket: "Parents of young children",
      geographicScope: "United States",
      businessType: "hybrid",
    },
    published: {
      publisher: "Circana",
      report: "U.S. toy industry annual sales 2023",
      year: 2023,
      figure: 28.3e9,
      measures: "US toy industry retail sales",
    },
  },
  {
    request: {
      businessIdea: "An online Halloween costume shop with rentals",
      industry: "E-commerce",
      targetMarket: "Families who celebrate Halloween",
      geographicScope: "United States",
    },
    published: {
      publisher: "National Retail Federation",
      report: "Halloween spending survey 2023",
      year: 2023,
      figure: 12.2e9,
      measures: "US Halloween spending",
    },
  },
  {
    request: {
      businessIdea: "A back-to-school supplies subscription box",
      industry: "E-commerce",
      targetMarket: "Parents of K-12 students",
      geographicScope: "United States",
    },
    published: {
      publisher: "National Retail Federation",
      report: "Back-to-school spending survey 2023 (K-12)",
      year: 2023,
      figure: 41.5e9,
      measures: "US back-to-school spending for K-12",
    },
  },
  {
    request: {
      businessIdea: "A Valentine's gift box service with local chocolatiers",
      industry: "E-commerce",
      targetMarket: "Couples",
      geographicScope: "United States",
    },
    published: {
      publisher: "National Retail Federation",
      report: "Valentine's Day spending survey 2024",
      year: 2024,
      figure: 25.8e9,
      measures: "US Valentine's Day spending",
    },
  },
  {
    request: {
      businessIdea: "A resale marketplace for secondhand designer clothing",
      industry: "Fashion",
      targetMarket: "Young women who shop sustainably",
      geographicScope: "United States",
    },
    published: {
      publisher: "ThredUp and GlobalData",
      report: "2024 Resale Report",
      year: 2023,
      figure: 43e9,
      measures: "US secondhand apparel market",
    },
  },
  {
    request: {
      businessIdea:
        "A marketplace that matches homeowners with vetted contractors for kitchen remodels",
      industry: "Real Estate",
      targetMarket: "Homeowners planning a renovation",
      geographicScope: "United States",
    },
    published: {
      publisher: "Harvard Joint Center for Housing Studies",
      report: "Leading Indicator of Remodeling Activity (LIRA), 2023",
      year: 2023,
      figure: 480e9,
      measures: "US spending on improvements and repairs to owner-occupied homes (rounded)",
    },
  },
  {
    request: {
      businessIdea: "A giving platform that rounds up purchases into donations to local charities",
      industry: "Finance",
      targetMarket: "Everyday donors",
      geographicScope: "United States",
    },
    published: {
      publisher: "Giving USA Foundation",
      report: "Giving USA 2024: The Annual Report on Philanthropy for the Year 2023",
      year: 2023,
      figure: 374.4e9,
      measures: "US giving by individuals",
    },
  },
  {
    request: {
      businessIdea: "A compliance training platform with short video lessons",
      industry: "Education",
      targetMarket: "HR managers at mid-size companies",
      geographicScope: "United States",
    },
    published: {
      publisher: "Training Magazine",
      report: "2023 Training Industry Report",
      year: 2023,
      figure: 101.8e9,
      measures: "US spending on employee training",
    },
  },
  {
    request: {
      businessIdea: "An organic baby food brand sold online",
      industry: "Food & Beverage",
      targetMarket: "New parents",
      geographicScope: "Global",
    },
    published: {
      publisher: "FiBL and IFOAM – Organics International",
      report: "The World of Organic Agriculture 2024",
      year: 2022,
      figure: 145e9,
      measures: "worldwide retail sales of organic food (about €135B, converted at about $1.07)",
    },
  },
];
