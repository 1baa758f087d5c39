/** Reference places: countries, regions, provinces, municipalities (issue 3). */
export {};
