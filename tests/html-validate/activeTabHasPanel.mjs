/**
 * html-validate rule `flowloom/active-tab-has-panel`: an active tab (`role="tab"`,
 * `aria-selected="true"`) must have its panel, an element of `role="tabpanel"` that the tab names in
 * `aria-controls` or that names the tab in `aria-labelledby`. ARIA requires it of an active tab; the
 * Nu Html Checker reports it ("Every active role=tab element must have a corresponding role=tabpanel
 * element"), and html-validate's own rules do not.
 */
import {definePlugin, Rule} from 'html-validate';

const tokens = (value) => (value ?? '').split(/\s+/).filter(Boolean);

class ActiveTabHasPanel extends Rule {
  documentation() {
    return {
      description:
        'An active role="tab" element must have a role="tabpanel" element that it names in aria-controls, or that names it in aria-labelledby.',
    };
  }

  setup() {
    this.on('dom:ready', ({document}) => {
      const panels = document.querySelectorAll('[role="tabpanel"]');
      for (const tab of document.querySelectorAll('[role="tab"]')) {
        if (tab.getAttributeValue('aria-selected') !== 'true') continue;
        const controls = tokens(tab.getAttributeValue('aria-controls'));
        const linked = panels.some(
          (panel) =>
            (panel.id !== null && controls.includes(panel.id)) ||
            (tab.id !== null &&
              tokens(panel.getAttributeValue('aria-labelledby')).includes(tab.id)),
        );
        if (!linked)
          this.report(
            tab,
            'Every active role="tab" element must have a corresponding role="tabpanel" element (aria-controls on the tab, or aria-labelledby on the panel)',
          );
      }
    });
  }
}

export default definePlugin({
  name: 'flowloom',
  rules: {'flowloom/active-tab-has-panel': ActiveTabHasPanel},
});
