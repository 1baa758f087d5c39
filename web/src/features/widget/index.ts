/** The widget page: the configurator of the partners' embeddable widget (issue 38). */
export { WidgetPage } from './widget-page';
