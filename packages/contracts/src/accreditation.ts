/** Accreditation requests and other user forms (issue 3). */
export {};
