// str(gm.graph) IR:
//   graph():
//       %x : [num_users=1] = placeholder[target=x]
//       %mm : Tensor "f32[3][1]cpu" [num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%x, %x), kwargs = {})
//       return (mm,)
#include "detail.hpp"

namespace fxmatch::detail {

namespace {

bool node_kind(std::string_view op, NodeKind& kind) {
  if (op == "placeholder") kind = NodeKind::Placeholder;
  else if (op == "get_attr") kind = NodeKind::GetAttr;
  else if (op == "call_function") kind = NodeKind::CallFunction;
  else if (op == "call_module") kind = NodeKind::CallModule;
  else if (op == "call_method") kind = NodeKind::CallMethod;
  else return false;
  return true;
}

class IrGraphParser {
 public:
  explicit IrGraphParser(const std::vector<Line>& lines) : lines_(lines) {}

  Graph run(std::size_t first) {
    std::size_t graph_indent = indent_of(lines_[first].content());
    reserve(first, graph_indent);
    for (std::size_t i = first + 1; i < lines_.size(); ++i) {
      const Line& l = lines_[i];
      std::string_view t = trim(l.content());
      if (t.empty()) continue;
      std::size_t start = l.prefix() + indent_of(l.content());
      if (indent_of(l.content()) <= graph_indent) fail(l, start, "graph body ended without a return statement");
      if (t.substr(0, 6) == "return" && (t.size() == 6 || t[6] == ' ' || t[6] == '(')) {
        output(l, start + 6);
        return std::move(graph_);
      }
      if (t[0] != '%') fail(l, start, "unknown syntax: expected '%name : ... = op[target=...]' or 'return'");
      node(l, start);
    }
    const Line& last = lines_.back();
    fail(last, last.raw().size(), "unexpected end of input: graph has no return statement (truncated file?)");
  }

 private:
  // Upper bound of the node count: lines up to the first `return`.
  void reserve(std::size_t first, std::size_t graph_indent) {
    std::size_t n = 1;
    for (std::size_t i = first + 1; i < lines_.size(); ++i, ++n) {
      std::string_view c = lines_[i].content();
      std::size_t ind = indent_of(c);
      if (ind < c.size() && ind <= graph_indent) break;
      if (c.substr(ind, 6) == "return") break;
    }
    graph_.reserve(n, 2 * n);  // edges: a guess (untouched capacity costs address space only)
  }

  void node(const Line& l, std::size_t start) {
    ExprParser p(l, start + 1, names_, ExprParser::Mode::Ir);
    Node n;
    std::string_view name = p.ident();
    if (name.empty()) p.error("expected a node name after '%'");
    n.name = name;
    p.expect(':', "':' after the node name");
    type_annotation(p, l, n);
    p.expect('=', "'='");
    std::size_t op_at = (p.skip_spaces(), p.pos());
    std::string_view op = p.ident();
    if (!node_kind(op, n.kind)) p.error_at(op_at, "unknown node kind '" + std::string(op) + "'");
    if (!p.consume(std::string_view("[target="))) p.error("expected '[target=...]'");
    std::string_view rest = p.text().substr(p.pos());
    std::size_t close = n.kind == NodeKind::CallFunction || n.kind == NodeKind::CallModule ||
                                n.kind == NodeKind::CallMethod
                            ? rest.find("](")
                            : rest.find(']');
    if (close == std::string_view::npos) p.error("unclosed '[target='");
    std::string_view target = rest.substr(0, close);
    if (n.kind != NodeKind::Placeholder) n.target = targets_.normalized(target);
    p.set_pos(p.pos() + close + 1);
    if (n.kind != NodeKind::Placeholder && n.kind != NodeKind::GetAttr) call_args(p, n);
    else if (n.kind == NodeKind::Placeholder && p.consume(std::string_view("(default="))) default_value(p);
    p.skip_spaces();
    if (!p.at_end()) p.error("unexpected text after node");
    std::size_t name_pos = start + 1;
    n.loc = SourceLoc{l.number, static_cast<int>(name_pos) + 1};
    resolve_refs(n, graph_, producers_);
    if (graph_.add_node(std::move(n), producers_) == kNoVertex)
      fail(l, name_pos, "duplicate definition of '" + std::string(name) + "'");
  }

  // ` : [num_users=1]`, ` : Tensor "f32[3][1]cpu" [num_users=1]`, ` : torch.Tensor [#users=1]`.
  void type_annotation(ExprParser& p, const Line& l, Node& n) {
    std::string_view rest = p.text().substr(p.pos());
    std::size_t users = rest.find("[num_users=");
    if (users == std::string_view::npos) users = rest.find("[#users=");
    if (users == std::string_view::npos) p.error("expected '[num_users=N]'");
    std::string_view type = rest.substr(0, users);
    std::size_t q = type.find('"');
    if (q != std::string_view::npos) {
      std::size_t q2 = type.find('"', q + 1);
      if (q2 == std::string_view::npos) p.error_at(p.pos() + q, "unterminated string");
      n.meta = metas_.get(type.substr(q + 1, q2 - q - 1), l, type.data() + q + 1);
    } else if (!trim(type).empty()) {
      std::string_view t = trim(type);
      n.meta = metas_.get(t, l, t.data());
    }
    std::size_t end = rest.find(']', users);
    if (end == std::string_view::npos) p.error_at(p.pos() + users, "unclosed '['");
    p.set_pos(p.pos() + end + 1);
  }

  void call_args(ExprParser& p, Node& n) {
    p.expect('(', "'(args = ...'");
    if (!p.consume(std::string_view("args")) || !p.consume('=')) p.error("expected 'args = (...)'");
    p.skip_spaces();
    std::size_t at = p.pos();
    // the tuple's `)`: the one before the last `, kwargs = {` (a bare str argument may hold anything)
    if (const std::size_t k = p.text().rfind("), kwargs = {"); k != std::string_view::npos && k > at) p.allow_bare_text(k);
    Arg args = p.parse_value();
    p.allow_bare_text(std::string_view::npos);
    if (args.kind != Arg::Kind::Tuple) p.error_at(at, "expected a tuple of arguments");
    n.args = args.items.release();
    p.expect(',', "','");
    if (!p.consume(std::string_view("kwargs")) || !p.consume('=')) p.error("expected 'kwargs = {...}'");
    p.parse_dict(n.kwargs);
    p.expect(')', "')'");
    if (n.target == "operator.getitem" && n.args.size() == 2 && n.args[1].kind == Arg::Kind::Int) {
      try {
        n.getitem_index = std::stoi(n.args[1].text.str());
      } catch (...) {
      }
    }
  }

  void default_value(ExprParser& p) {
    p.parse_value();
    p.expect(')', "')'");
  }

  void output(const Line& l, std::size_t after_return) {
    ExprParser p(l, after_return, names_, ExprParser::Mode::IrReturn);
    std::vector<Unresolved> unresolved;
    p.track_unresolved(&unresolved);
    Node n;
    n.name = names_.count("output") ? "output_1" : "output";
    n.kind = NodeKind::Output;
    p.skip_spaces();
    n.args.push_back(p.at_end() ? Arg::none() : p.parse_value());
    p.skip_spaces();
    if (!p.at_end()) p.error("unexpected text after return value");
    for (const Unresolved& u : unresolved) fail(l, u.pos, "use of undefined node '" + std::string(u.name) + "'");
    std::size_t start = after_return - 6;
    n.loc = SourceLoc{l.number, static_cast<int>(start) + 1};
    // By name: "output_1" may be taken too, and the output is added anyway.
    graph_.add_node(std::move(n));
  }

  const std::vector<Line>& lines_;
  Graph graph_;
  NameSet names_{&graph_};
  std::vector<VertexId> producers_;  // scratch for add_node
  MetaCache metas_;
  TextPool targets_;
};

}  // namespace

Graph parse_ir_graph(const std::vector<Line>& lines, const GraphSpan& span) {
  IrGraphParser parser(lines);
  return parser.run(span.first);
}

}  // namespace fxmatch::detail
