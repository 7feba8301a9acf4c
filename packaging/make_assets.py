"""Draw the app icon and splash images (assets/icon.png, splash.png, splash_dark.png).

The drawings are SVG (below); headless Chromium turns them into PNGs, so no image
library is needed. Run from the project root:

    .venv/bin/python packaging/make_assets.py

`flet build` picks the files up from `<app path>/assets/` ([tool.flet.app] path = ".").
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
CHROMIUM = "/usr/bin/chromium"

BRICK = "#7A4B22"
CREAM = "#F6E7C8"
SOOT = "#3B2A1A"

#: a mill with a saw-tooth roof, a chimney and a cog: the factories of the game
MILL = f"""
  <g>
    <rect x="250" y="520" width="524" height="250" rx="10" fill="{CREAM}"/>
    <path d="M250 520 L250 400 L380 470 L380 400 L510 470 L510 400 L640 470 L640 520 Z" fill="{CREAM}"/>
    <rect x="660" y="300" width="70" height="230" fill="{CREAM}"/>
    <circle cx="722" cy="255" r="30" fill="{CREAM}" opacity="0.55"/>
    <circle cx="770" cy="200" r="38" fill="{CREAM}" opacity="0.35"/>
    <g fill="{BRICK}">
      <rect x="295" y="575" width="70" height="70" rx="6"/>
      <rect x="405" y="575" width="70" height="70" rx="6"/>
      <rect x="515" y="575" width="70" height="70" rx="6"/>
      <rect x="625" y="660" width="90" height="110" rx="6"/>
    </g>
    <g transform="translate(512 858) scale(0.8)" fill="{CREAM}">
      <circle r="70"/>
      {''.join(f'<rect x="-18" y="-98" width="36" height="40" rx="6" transform="rotate({a})"/>' for a in range(0, 360, 45))}
      <circle r="28" fill="{BRICK}"/>
    </g>
  </g>
"""


def icon_svg() -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <rect width="1024" height="1024" rx="200" fill="{BRICK}"/>
  <g transform="translate(0 -40)">{MILL}</g>
</svg>"""


def splash_svg(background: str) -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <circle cx="512" cy="512" r="440" fill="{background}"/>
  <g transform="translate(0 -40)">{MILL}</g>
</svg>"""


def render(svg: str, target: Path, size: int) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": size, "height": size})
        page.set_content(f"<html><body style='margin:0;background:transparent'>{svg}</body></html>")
        page.locator("svg").screenshot(path=str(target), omit_background=True)
        browser.close()


def main() -> int:
    ASSETS.mkdir(exist_ok=True)
    render(icon_svg(), ASSETS / "icon.png", 1024)
    render(splash_svg(BRICK), ASSETS / "splash.png", 1024)
    render(splash_svg(SOOT), ASSETS / "splash_dark.png", 1024)
    # the web server's favicon (flet serves <assets>/favicon.png instead of its own)
    render(icon_svg().replace('width="1024" height="1024"', 'width="192" height="192"'), ASSETS / "favicon.png", 192)
    for p in sorted(ASSETS.glob("*.png")):
        print(p.relative_to(ROOT), p.stat().st_size, "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
