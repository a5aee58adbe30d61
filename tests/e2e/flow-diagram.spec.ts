import {BASE, expect, switchToDarkMode, test} from './fixtures';

// `<FlowDiagram>` keeps both pictures in the page and CSS shows the one of the colour mode, so the
// image zoom, attached to `.markdown img` when the route renders, also reaches the picture that a
// theme switch reveals (the theme's ThemedImage would mount it only then, unzoomable).
test('a flow diagram follows the colour mode and zooms in both', async ({page}) => {
  await page.goto(`${BASE}flow-file-format`);
  const light = page.locator('.markdown img[src$="/img/flows/basic-prompting.light.svg"]');
  const dark = page.locator('.markdown img[src$="/img/flows/basic-prompting.dark.svg"]');
  await light.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect(light).toHaveAttribute('alt', /^Flow of 4 components: Chat Input sends Message/);
  await expect(light).toHaveClass(/medium-zoom-image/, {timeout: 5_000});

  await switchToDarkMode(page);
  await expect(light).toBeHidden();
  await expect(dark).toBeVisible();
  await expect(dark).toHaveClass(/medium-zoom-image/);
  await dark.click();
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
});
