#pragma once

// A server on 127.0.0.1 that answers every request with bytes a test chose: for the hostile-input
// tests, which need responses no real engine (and so not the lab) would send. Plain sockets on a
// thread of its own, so a test can run the real ttft-bench against it and wait for it. Each
// response is the whole HTTP message; the connection closes after it.
#include <netinet/in.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <functional>
#include <string>
#include <thread>

namespace ttft::testing {

class HostileServer
{
public:
    // `respond` gets the request's path and its Authorization header, and returns the raw response.
    using Responder = std::function<std::string(const std::string &path, const std::string &authorization)>;

    explicit HostileServer(Responder respond)
        : m_respond(std::move(respond))
    {
        m_listener = ::socket(AF_INET, SOCK_STREAM, 0);
        const int yes = 1;
        ::setsockopt(m_listener, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = 0;
        if (::bind(m_listener, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0 || ::listen(m_listener, 64) != 0)
            return;
        socklen_t length = sizeof address;
        ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&address), &length);
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([this] { serve(); });
    }

    ~HostileServer()
    {
        m_stopping = true;
        ::shutdown(m_listener, SHUT_RDWR);
        ::close(m_listener);
        if (m_thread.joinable())
            m_thread.join();
    }

    int port() const { return m_port; }
    std::string baseUrl(const std::string &path) const { return "http://127.0.0.1:" + std::to_string(m_port) + path; }

    // Ready-made pieces.
    static std::string sseResponse(const std::string &body, const std::string &extraHeaders = {})
    {
        return "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n" + extraHeaders
            + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    }
    static std::string jsonResponse(int status, const std::string &body, const std::string &extraHeaders = {})
    {
        return "HTTP/1.1 " + std::to_string(status) + " Error\r\nContent-Type: application/json\r\nConnection: close\r\n"
            + extraHeaders + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    }
    // A response that never ends: `prefix` once, then `piece` again and again until the client
    // stops reading (or closes), the server stops, or a minute has passed.
    static std::string endless(const std::string &prefix, const std::string &piece)
    {
        return std::string(kEndlessMarker) + std::to_string(prefix.size()) + ":" + prefix + piece;
    }
    static std::string nested(int depth, const std::string &inner = "1")
    {
        return std::string(std::size_t(depth), '[') + inner + std::string(std::size_t(depth), ']');
    }

private:
    void serve()
    {
        while (!m_stopping) {
            const int client = ::accept(m_listener, nullptr, nullptr);
            if (client < 0)
                break;
            std::string request;
            char buffer[65536];
            std::size_t headerEnd = std::string::npos;
            std::size_t wanted = 0;
            while (true) {
                const ssize_t got = ::recv(client, buffer, sizeof buffer, 0);
                if (got <= 0)
                    break;
                request.append(buffer, std::size_t(got));
                if (headerEnd == std::string::npos && (headerEnd = request.find("\r\n\r\n")) != std::string::npos) {
                    const std::string head = lower(request.substr(0, headerEnd));
                    const std::size_t at = head.find("content-length:");
                    wanted = headerEnd + 4 + (at == std::string::npos ? 0 : std::stoul(head.substr(at + 15)));
                }
                if (headerEnd != std::string::npos && request.size() >= wanted)
                    break;
            }
            const std::size_t pathStart = request.find(' ') + 1;
            const std::string path = request.substr(pathStart, request.find(' ', pathStart) - pathStart);
            std::string authorization;
            const std::string head = lower(request.substr(0, headerEnd));
            if (const std::size_t at = head.find("\r\nauthorization:"); at != std::string::npos) {
                const std::size_t start = at + 16;
                authorization = request.substr(start, request.find("\r\n", start) - start);
                while (!authorization.empty() && authorization.front() == ' ')
                    authorization.erase(0, 1);
            }
            const std::string response = m_respond(path, authorization);
            if (response.rfind(kEndlessMarker, 0) == 0) {
                sendEndless(client, response.substr(std::strlen(kEndlessMarker)));
                ::close(client);
                continue;
            }
            sendAll(client, response);
            ::shutdown(client, SHUT_WR);
            while (::recv(client, buffer, sizeof buffer, 0) > 0) {
            }
            ::close(client);
        }
    }

    static bool sendAll(int client, const std::string &bytes)
    {
        for (std::size_t sent = 0; sent < bytes.size();) {
            const ssize_t put = ::send(client, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
            if (put <= 0)
                return false;
            sent += std::size_t(put);
        }
        return true;
    }

    void sendEndless(int client, const std::string &spec)
    {
        const std::size_t colon = spec.find(':');
        const std::size_t prefixLength = std::stoul(spec.substr(0, colon));
        const std::string prefix = spec.substr(colon + 1, prefixLength);
        std::string pieces;
        while (pieces.size() < 64 * 1024)
            pieces += spec.substr(colon + 1 + prefixLength);
        const timeval timeout{1, 0}; // a send that waits a second for a reader that left ends the flood
        ::setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
        const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(1);
        if (!sendAll(client, prefix))
            return;
        while (!m_stopping && std::chrono::steady_clock::now() < until && sendAll(client, pieces)) {
        }
    }

    static constexpr const char *kEndlessMarker = "\x01endless:";

    static std::string lower(std::string text)
    {
        for (char &c : text)
            c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        return text;
    }

    Responder m_respond;
    int m_listener = -1;
    int m_port = 0;
    std::atomic<bool> m_stopping{false};
    std::thread m_thread;
};

} // namespace ttft::testing
