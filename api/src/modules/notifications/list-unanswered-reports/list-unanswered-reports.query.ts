/** The pros clients said did not get back to them, over the window that ends now. */
export class ListUnansweredReportsQuery {}
