// fxmatch._core: the nanobind extension behind the fxmatch Python package.
//
// Design note. Deliberately thin. parse / match / relate call the library with
// the GIL released and return handles; a result's JSON is the CLI's own JSON
// text, made on first access (fxmatch::cli::match_to_json / relate_to_json from cli/*_output.cpp,
// linked as fxmatch_output), which python/fxmatch/_results.py wraps in typed
// objects: Python results equal `fxmatch match/relate --format json` by
// construction, and keys the engine adds flow through. A Diagnostic becomes
// fxmatch.ParseError (python/fxmatch/_errors.py) through an exception
// translator. Live torch.fx graphs are built in live_graph.cpp. Rules are
// loaded from explicit paths (the wheel ships rules/ inside the package).
#include "live_graph.hpp"
#include "match_output.hpp"
#include "relate_output.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"

#include <nanobind/nanobind.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/vector.h>

#include <chrono>
#include <ctime>
#include <exception>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace nb = nanobind;

namespace fxmatch::py {

namespace {

/// A library Diagnostic on its way to Python (translated to fxmatch.ParseError).
struct DiagnosticError : std::exception {
  explicit DiagnosticError(Diagnostic d) : diag(std::move(d)), text(diag.render()) {}
  const char* what() const noexcept override { return text.c_str(); }
  Diagnostic diag;
  std::string text;
};

template <typename T>
T take(Expected<T>&& e) {
  if (!e) throw DiagnosticError(e.error());
  return std::move(*e);
}

/// A parsed or exported graph plus the time it took to make (the CLI's parse_ms).
struct PyGraph {
  Graph graph;
  double parse_ms = 0;
};

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

PyGraph parse_text(const std::string& text, const std::string& file, const std::string& select) {
  nb::gil_scoped_release nogil;
  const auto t0 = Clock::now();
  Graph g = take(parse_graph(text, file, select));
  return PyGraph{std::move(g), ms_since(t0)};
}

PyGraph parse_path(const std::string& path, const std::string& select) {
  nb::gil_scoped_release nogil;
  const auto t0 = Clock::now();
  Graph g = take(parse_file(path, select));
  return PyGraph{std::move(g), ms_since(t0)};
}

using Entry = std::tuple<std::string, int, int>;
std::vector<Entry> entries(const std::vector<GraphEntry>& es) {
  std::vector<Entry> out;
  for (const auto& e : es) out.emplace_back(e.title, e.index, e.line);
  return out;
}

RuleSet load_rules(const std::optional<std::string>& default_file, const std::vector<std::string>& files) {
  nb::gil_scoped_release nogil;
  RuleSet rules;
  if (default_file) rules = take(RuleSet::load_file(*default_file));
  for (const auto& f : files) rules.merge(take(RuleSet::load_file(f)));
  return rules;
}

DerivativeRules load_derivatives(const std::optional<std::string>& default_file, const std::vector<std::string>& files) {
  nb::gil_scoped_release nogil;
  DerivativeRules ders;
  if (default_file) ders = take(DerivativeRules::load_file(*default_file));
  for (const auto& f : files) ders.merge(take(DerivativeRules::load_file(f)));
  return ders;
}

MatchOptions match_options(std::optional<std::uint64_t> budget) {
  MatchOptions o;
  if (budget) o.budget = *budget;
  return o;
}

/// A finished match(): the C++ result and the graphs it points into (kept
/// alive by nanobind). Its JSON is made on demand (the Python result object
/// asks for it on first access), so the call itself costs what match() costs.
struct MatchHandle {
  const PyGraph* pattern;
  const PyGraph* target;
  MatchResult result;
  std::string json() const {
    nb::gil_scoped_release nogil;
    // The CLI's `--format json` text itself (cli::match_to_json_text, linear in nodes).
    return cli::match_to_json_text(pattern->graph, target->graph, result, pattern->parse_ms + target->parse_ms,
                                   /*mapping_only=*/false);
  }
};

struct RelateHandle {
  const PyGraph* forward;
  const PyGraph* backward;
  RelateResult result;
  std::string json() const {
    nb::gil_scoped_release nogil;
    return cli::relate_to_json(forward->graph, backward->graph, result).dump();
  }
};

MatchHandle match_graphs(const PyGraph& p, const PyGraph& t, const RuleSet& rules, std::optional<std::uint64_t> budget) {
  nb::gil_scoped_release nogil;
  return MatchHandle{&p, &t, match(p.graph, t.graph, rules, match_options(budget))};
}

RelateHandle relate_graphs(const PyGraph& f, const PyGraph& b, const PyGraph* j, const RuleSet& rules,
                           const DerivativeRules& ders, std::optional<std::uint64_t> budget) {
  nb::gil_scoped_release nogil;
  RelateOptions o;
  o.match = match_options(budget);
  return RelateHandle{&f, &b, relate(f.graph, b.graph, j ? &j->graph : nullptr, rules, ders, o)};
}

/// CPU time of this thread, in ms (what bench/python_binding.py compares: on a
/// shared machine, wall time mostly measures the other processes).
double thread_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

/// Bench support (bench/python_binding.py): thread CPU time in ms of each of
/// `repeats` calls of the C++ fxmatch::match() alone, GIL released.
volatile std::size_t g_sink = 0;

/// With `with_json`, each call also renders the CLI's JSON text (what
/// `fxmatch match --format json` does after matching).
std::vector<double> time_match(const PyGraph& p, const PyGraph& t, const RuleSet& rules, int repeats, bool with_json) {
  nb::gil_scoped_release nogil;
  std::vector<double> out;
  std::size_t sink = 0;
  for (int i = 0; i < repeats; ++i) {
    const double t0 = thread_ms();
    const MatchResult r = match(p.graph, t.graph, rules);
    if (with_json) sink += cli::match_to_json_text(p.graph, t.graph, r, 0.0, /*mapping_only=*/false).size();
    out.push_back(thread_ms() - t0);
    sink += r.nodes.size();
  }
  g_sink = sink;  // keeps the work observable
  return out;
}

using MetaTuple = std::tuple<std::string, std::vector<std::string>, std::vector<std::string>, std::string>;
using NodeTuple = std::tuple<std::string, std::string, std::string, std::vector<std::string>,
                             std::vector<std::pair<std::string, std::string>>, std::optional<MetaTuple>,
                             std::string, int, int, int>;

/// One tuple per node: (name, op, target, args, kwargs, meta, source,
/// getitem_index, line, col); arguments in the canonical spelling of dump().
std::vector<NodeTuple> node_tuples(const PyGraph& pg) {
  std::vector<NodeTuple> out;
  const Graph& g = pg.graph;
  out.reserve(g.size());
  for (VertexId v = 0; v < g.size(); ++v) {
    const Node& n = g.node(v);
    std::vector<std::string> args;
    for (const Arg& a : n.args) args.push_back(to_string(a));
    std::vector<std::pair<std::string, std::string>> kwargs;
    for (const auto& [k, a] : n.kwargs) kwargs.emplace_back(k, to_string(a));
    std::optional<MetaTuple> meta;
    if (n.meta) meta = MetaTuple{n.meta->dtype, n.meta->shape, n.meta->stride, n.meta->device};
    out.emplace_back(n.name, std::string(to_string(n.kind)), n.target, std::move(args), std::move(kwargs),
                     std::move(meta), n.source.str(), n.getitem_index, n.loc.line, n.loc.col);
  }
  return out;
}

void translate(const std::exception_ptr& p, void*) {
  try {
    std::rethrow_exception(p);
  } catch (const DiagnosticError& e) {
    nb::object cls = nb::module_::import_("fxmatch._errors").attr("ParseError");
    const Diagnostic& d = e.diag;
    nb::object err = cls(e.text, d.file, d.line, d.col, d.message, d.source_line);
    PyErr_SetObject(cls.ptr(), err.ptr());
  }
}

}  // namespace

}  // namespace fxmatch::py

NB_MODULE(_core, m) {
  using namespace fxmatch;
  using namespace fxmatch::py;
  m.doc() = "fxmatch C++ engine (internal; use the fxmatch package)";
  nb::register_exception_translator(translate);

  nb::class_<PyGraph>(m, "Graph", "A parsed or exported FX graph (C++ fxmatch::Graph)")
      .def_prop_ro("title", [](const PyGraph& g) { return g.graph.title; })
      .def_prop_ro("origin", [](const PyGraph& g) { return g.graph.origin; })
      .def_ro("parse_ms", &PyGraph::parse_ms)
      .def("__len__", [](const PyGraph& g) { return g.graph.size(); })
      .def("dump", [](const PyGraph& g) { return dump(g.graph); }, "canonical one-line-per-node text")
      .def("nodes", &node_tuples, "one tuple per node")
      .def("names", [](const PyGraph& g) {
        std::vector<std::string> out;
        for (VertexId v = 0; v < g.graph.size(); ++v) out.push_back(g.graph.node(v).name);
        return out;
      });
  nb::class_<RuleSet>(m, "Rules", "matcher rules (rules/default.yaml + extra files)");
  nb::class_<DerivativeRules>(m, "Derivatives", "derivative templates (rules/derivatives.yaml + extra files)")
      .def("__len__", &DerivativeRules::size);

  m.def("parse_text", &parse_text, nb::arg("text"), nb::arg("file"), nb::arg("select"));
  m.def("parse_file", &parse_path, nb::arg("path"), nb::arg("select"));
  m.def("list_text", [](const std::string& text, const std::string& file) {
    nb::gil_scoped_release nogil;
    return entries(take(list_graphs(text, file)));
  });
  m.def("list_file", [](const std::string& path) {
    nb::gil_scoped_release nogil;
    return entries(take(fxmatch::list_file(path)));
  });
  m.def("graph_from_rows", [](nb::list rows, nb::handle node_type, nb::callable symbol, const std::string& title,
                              const std::string& origin) {
    const auto t0 = Clock::now();
    Graph g = graph_from_rows(rows, node_type, std::move(symbol), title, origin);
    return PyGraph{std::move(g), ms_since(t0)};
  });
  m.def("load_rules", &load_rules, nb::arg("default_file").none(), nb::arg("files"));
  m.def("load_derivatives", &load_derivatives, nb::arg("default_file").none(), nb::arg("files"));
  nb::class_<MatchHandle>(m, "MatchHandle").def("json", &MatchHandle::json, "the CLI's match JSON (compact)");
  nb::class_<RelateHandle>(m, "RelateHandle").def("json", &RelateHandle::json, "the CLI's relate JSON (compact)");
  m.def("match", &match_graphs, nb::arg("pattern"), nb::arg("target"), nb::arg("rules"), nb::arg("budget").none(),
        nb::keep_alive<0, 1>(), nb::keep_alive<0, 2>());
  m.def("relate", &relate_graphs, nb::arg("forward"), nb::arg("backward"), nb::arg("joint").none(), nb::arg("rules"),
        nb::arg("derivatives"), nb::arg("budget").none(), nb::keep_alive<0, 1>(), nb::keep_alive<0, 2>());
  m.def("_time_match", &time_match, nb::arg("pattern"), nb::arg("target"), nb::arg("rules"), nb::arg("repeats"),
        nb::arg("with_json"));
}
