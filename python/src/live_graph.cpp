// Live torch.fx graph -> fxmatch::Graph, without printing and re-parsing.
//
// Design note. The Python side (python/fxmatch/_export.py) hands one tuple per
// fx.Node with the target already spelled as the parsers spell it
// ("aten.mm.default", "operator.getitem") and the `val` meta as strings; the
// arguments are the node's own Python objects, walked here. Scalars keep the
// spelling FX's code generator prints (int: str(), float: repr()), so the
// result is the Graph the parser builds from print_readable() text, node for
// node (tests/python/test_live_export.py checks that on zoo models). Nodes are
// added with Graph::add_node(node, producers), the parsers' fast path: Ref
// slots are numbered in appearance order and producers resolved by name.
#include "live_graph.hpp"

#include <nanobind/stl/string.h>

#include <charconv>
#include <stdexcept>
#include <utility>
#include <vector>

namespace nb = nanobind;

namespace fxmatch::py {

namespace {

class RowBuilder {
 public:
  RowBuilder(Graph& g, nb::handle node_type, nb::callable symbol) : g_(g), node_type_(node_type), symbol_(std::move(symbol)) {}

  Arg convert(nb::handle o, int depth = 0) {
    if (depth > 200) throw std::invalid_argument("argument nested too deeply");
    PyObject* p = o.ptr();
    if (p == Py_None) return Arg::none();
    if (PyBool_Check(p)) return Arg::scalar(Arg::Kind::Bool, p == Py_True ? "True" : "False");
    if (PyLong_CheckExact(p)) return Arg::scalar(Arg::Kind::Int, str_of(PyObject_Str(p)));
    if (PyFloat_CheckExact(p)) return Arg::scalar(Arg::Kind::Float, str_of(PyObject_Repr(p)));
    if (PyUnicode_CheckExact(p)) return Arg::scalar(Arg::Kind::String, utf8(p));
    if (Py_TYPE(p) == reinterpret_cast<PyTypeObject*>(node_type_.ptr()) ||
        PyObject_IsInstance(p, node_type_.ptr()) == 1) {
      nb::object name = nb::borrow(o).attr("name");
      std::string n = utf8(name.ptr());
      const VertexId v = g_.find(n);
      if (v == kNoVertex) throw std::invalid_argument("reference to unknown node '" + n + "'");
      producers_.push_back(v);
      return Arg::ref(std::move(n), static_cast<int>(producers_.size() - 1));
    }
    if (PyList_Check(p) || (PyTuple_Check(p) && !PyObject_HasAttrString(p, "_fields"))) {
      Arg seq;
      seq.kind = PyList_Check(p) ? Arg::Kind::List : Arg::Kind::Tuple;
      const Py_ssize_t n = PySequence_Fast_GET_SIZE(p);
      seq.items.reserve(static_cast<std::size_t>(n));
      for (Py_ssize_t i = 0; i < n; ++i) seq.items.push_back(convert(PySequence_Fast_GET_ITEM(p, i), depth + 1));
      return seq;
    }
    nb::object text = symbol_(o);
    return Arg::scalar(Arg::Kind::Symbol, utf8(text.ptr()));
  }

  void add(nb::handle row_h) {
    nb::tuple row = nb::borrow<nb::tuple>(row_h);
    if (row.size() != 7) throw std::invalid_argument("live graph row must have 7 fields");
    Node n;
    n.name = nb::cast<std::string>(row[0]);
    const int op = nb::cast<int>(row[1]);
    if (op < 0 || op > static_cast<int>(NodeKind::Output)) throw std::invalid_argument("bad node kind");
    n.kind = static_cast<NodeKind>(op);
    n.target = nb::cast<std::string>(row[2]);
    producers_.clear();
    nb::handle args = row[3];
    const Py_ssize_t na = PyTuple_Check(args.ptr()) ? PyTuple_GET_SIZE(args.ptr()) : -1;
    if (na < 0) throw std::invalid_argument("node args must be a tuple");
    n.args.reserve(static_cast<std::size_t>(na));
    for (Py_ssize_t i = 0; i < na; ++i) n.args.push_back(convert(PyTuple_GET_ITEM(args.ptr(), i)));
    nb::handle kwargs = row[4];
    if (!PyDict_Check(kwargs.ptr())) throw std::invalid_argument("node kwargs must be a dict");
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (PyDict_Next(kwargs.ptr(), &pos, &key, &value)) n.kwargs.emplace_back(utf8(key), convert(value));
    if (n.target == "operator.getitem" && n.args.size() == 2 && n.args[1].kind == Arg::Kind::Int) {
      const std::string_view k = n.args[1].text;
      int v = -1;
      auto [ptr, ec] = std::from_chars(k.data(), k.data() + k.size(), v);
      if (ec == std::errc() && ptr == k.data() + k.size()) n.getitem_index = v;
    }
    nb::handle meta = row[5];
    if (!meta.is_none()) n.meta = shared_meta(meta);
    nb::handle source = row[6];
    if (!source.is_none()) n.source = shared_source(source);
    const std::string name = n.name;
    if (g_.add_node(std::move(n), producers_) == kNoVertex)
      throw std::invalid_argument("duplicate node name '" + name + "'");
  }

 private:
  static std::string utf8(PyObject* s) {
    if (!PyUnicode_Check(s)) throw std::invalid_argument("expected a str");
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(s, &size);
    if (!data) throw nb::python_error();
    return std::string(data, static_cast<std::size_t>(size));
  }
  static std::string str_of(PyObject* owned) {
    if (!owned) throw nb::python_error();
    nb::object o = nb::steal(owned);
    return utf8(o.ptr());
  }
  static std::vector<std::string> strings(nb::handle seq) {
    std::vector<std::string> out;
    for (nb::handle h : seq) out.push_back(utf8(h.ptr()));
    return out;
  }

  // Nodes share identical annotations and sources, as the parsers do (SharedMeta/SharedText).
  SharedMeta shared_meta(nb::handle meta) {
    nb::tuple t = nb::borrow<nb::tuple>(meta);
    TensorMeta m;
    m.dtype = nb::cast<std::string>(t[0]);
    m.shape = strings(t[1]);
    m.stride = strings(t[2]);
    m.device = nb::cast<std::string>(t[3]);
    if (last_meta_ && *last_meta_ == m) return last_meta_;
    last_meta_ = SharedMeta(std::move(m));
    return last_meta_;
  }
  SharedText shared_source(nb::handle source) {
    std::string s = utf8(source.ptr());
    if (last_source_.view() != s) last_source_ = SharedText(s);
    return last_source_;
  }

  Graph& g_;
  nb::handle node_type_;
  nb::callable symbol_;
  std::vector<VertexId> producers_;
  SharedMeta last_meta_;
  SharedText last_source_;
};

}  // namespace

Graph graph_from_rows(nb::list rows, nb::handle node_type, nb::callable symbol, const std::string& title,
                      const std::string& origin) {
  Graph g;
  g.reserve(rows.size(), 2 * rows.size());
  RowBuilder b(g, node_type, std::move(symbol));
  for (nb::handle row : rows) b.add(row);
  g.title = title;
  g.origin = origin;
  return g;
}

}  // namespace fxmatch::py
