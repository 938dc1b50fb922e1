// Writes a Graph as print_readable()-style graph code that the parser reads
// back (placeholders in the signature, quoted annotations, torch.ops.
// targets, get_attr as self.X), so benchmarks can time the CLI end to end on
// generated graphs. Only what the generated benchmark graphs use.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <string>

namespace fxmatch::bench {

inline void write_arg(std::string& out, const Arg& a) {
  switch (a.kind) {
    case Arg::Kind::None: out += "None"; break;
    case Arg::Kind::String: out += '\'' + a.text.str() + '\''; break;
    case Arg::Kind::List:
    case Arg::Kind::Tuple: {
      const bool list = a.kind == Arg::Kind::List;
      out += list ? '[' : '(';
      for (std::size_t i = 0; i < a.items.size(); ++i) {
        if (i) out += ", ";
        write_arg(out, a.items[i]);
      }
      if (!list && a.items.size() == 1) out += ',';
      out += list ? ']' : ')';
      break;
    }
    default: out += a.text;  // Ref: the name; scalars: their spelling
  }
}

inline std::string annotation(const Node& n) {
  if (!n.meta) return "";
  std::string s = ": \"" + n.meta->dtype + "[";
  for (std::size_t i = 0; i < n.meta->shape.size(); ++i) s += (i ? ", " : "") + n.meta->shape[i];
  return s + "]\"";
}

inline std::string to_code(const Graph& g) {
  std::string out = "class GraphModule(torch.nn.Module):\n    def forward(self";
  for (VertexId v = 0; v < g.size(); ++v)
    if (g.node(v).kind == NodeKind::Placeholder) out += ", " + g.node(v).name + annotation(g.node(v));
  out += "):\n";
  for (VertexId v = 0; v < g.size(); ++v) {
    const Node& n = g.node(v);
    if (n.kind == NodeKind::Placeholder) continue;
    if (n.kind == NodeKind::Output) {
      out += "        return ";
      write_arg(out, n.args.at(0));
      out += '\n';
      continue;
    }
    out += "        " + n.name + annotation(n) + " = ";
    if (n.kind == NodeKind::GetAttr) {
      out += "self." + n.target.str() + '\n';
      continue;
    }
    const bool op = n.target.rfind("aten.", 0) == 0 || n.target.rfind("prims.", 0) == 0;
    out += (op ? "torch.ops." : "") + n.target.str() + '(';
    for (std::size_t i = 0; i < n.args.size(); ++i) {
      if (i) out += ", ";
      write_arg(out, n.args[i]);
    }
    for (std::size_t i = 0; i < n.kwargs.size(); ++i) {
      if (i || !n.args.empty()) out += ", ";
      out += n.kwargs[i].first + " = ";
      write_arg(out, n.kwargs[i].second);
    }
    out += ")\n";
  }
  return out;
}

}  // namespace fxmatch::bench
