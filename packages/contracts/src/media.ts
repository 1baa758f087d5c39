/** Media library: images and documents (issue 3). */
export {};
