// Builds widgets/plotly_lean.js: plotly's widget bundle (the front end of plotly's
// FigureWidget, plotly/package_data/widgetbundle.js: plotly's widget view and model, lodash,
// and the whole plotly.js, ~4.8 MB) with its plotly.js swapped for plotly.js's official
// partial bundle "cartesian" of the same version (scatter, bar, heatmap and nine more trace
// types, ~1.5 MB).  The browser compiles a third of the code before a lab's first live
// figure can appear (widgets/figure_widget.py sends the bundle).
//
//     bash .ci/plotly-lean/build            (npm ci here, then this script)
//
// The widget bundle is an esbuild ESM in which plotly.js is one CommonJS module: a
// top-level `var X = wrap((exports, module) => { ...plotly.js dist... })`.  acorn finds that
// module (the one holding plotly.js's "src/version.js"); its function is replaced by one
// running the partial bundle's UMD with the same (exports, module), so plotly's view gets
// the partial plotly.js where it had the whole one.  The build stops with an error when the
// bundle's layout or plotly.js version is not the expected one.  The output names the
// sha256 of the widget bundle it was built from: nslab uses it only with that bundle
// (another plotly release gets plotly's own bundle).
import crypto from "crypto";
import fs from "fs";
import path from "path";
import * as acorn from "acorn";

const [widgetBundle, output] = process.argv.slice(2);
if (!widgetBundle || !output) throw new Error("usage: node build.mjs WIDGETBUNDLE_JS OUTPUT_JS");
const here = path.dirname(new URL(import.meta.url).pathname);
const partialDir = path.join(here, "node_modules", "plotly.js-cartesian-dist-min");
const partial = fs.readFileSync(path.join(partialDir, "plotly-cartesian.min.js"), "utf8");
const partialVersion = JSON.parse(fs.readFileSync(path.join(partialDir, "package.json"))).version;
const source = fs.readFileSync(widgetBundle, "utf8");

function plotlyModule(text, marker) {
  const ast = acorn.parse(text, { ecmaVersion: "latest", sourceType: "module" });
  const found = [];
  for (const statement of ast.body) {
    if (statement.type !== "VariableDeclaration") continue;
    for (const declaration of statement.declarations) {
      const call = declaration.init;
      if (!call || call.type !== "CallExpression" || call.arguments.length !== 1) continue;
      const fn = call.arguments[0];
      if (fn.type === "ArrowFunctionExpression" && fn.params.length === 2 &&
          text.slice(fn.start, fn.end).includes(marker)) found.push(fn);
    }
  }
  if (found.length !== 1) throw new Error(`expected one plotly.js module in ${widgetBundle}, found ${found.length}`);
  return found[0];
}

const fn = plotlyModule(source, '"src/version.js"');
const version = /"src\/version\.js"\(\w+\)\{"use strict";\w+\.version="([^"]+)"/.exec(source.slice(fn.start, fn.end));
if (!version || version[1] !== partialVersion)
  throw new Error(`the widget bundle's plotly.js is ${version && version[1]}, the partial bundle ${partialVersion}`);
const licence = fs.readFileSync(path.join(partialDir, "LICENSE"), "utf8");
const sha = crypto.createHash("sha256").update(fs.readFileSync(widgetBundle)).digest("hex");
const header = `// nslab-source-sha256: ${sha}
// Built by .ci/plotly-lean/build.mjs from plotly's widgetbundle.js (plotly.py, MIT licence)
// with its plotly.js replaced by plotly.js-cartesian-dist-min ${partialVersion} (MIT licence):
/*
${licence.trim()}
*/
`;
const lean = source.slice(0, fn.start) + "(exports, module) => {\n" + partial + "\n}" + source.slice(fn.end);
plotlyModule(lean, `plotly.js (cartesian - minified) v${partialVersion}`);   // parses; plotly.js once
fs.writeFileSync(output, header + lean);
console.log(`${output}: ${(header + lean).length} bytes (from ${source.length}), plotly.js ${partialVersion} cartesian`);
